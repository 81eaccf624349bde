// Image URLs for both content sources: the app's own lake (`/api/lake/images/local/production/…`)
// by default, Sanity's CDN when a hosted project is configured (or its API host, when one is set).
import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';
import { contentConfig, contentProject, LAKE_BASE_PATH, LOCAL_CONTENT } from './config';

export type { SanityImageSource };

const { hosted } = contentConfig();
const builder = hosted
  ? createImageUrlBuilder({
      ...contentProject(),
      ...(hosted.apiHost ? { baseUrl: hosted.apiHost } : {}),
    })
  : createImageUrlBuilder({ ...LOCAL_CONTENT, baseUrl: LAKE_BASE_PATH });

/** A URL builder for an image field or asset reference; chain `.width()`, `.height()`, `.url()`. */
export function urlForImage(source: SanityImageSource) {
  return builder.image(source).auto('format');
}

type ImageLike = { asset?: { _ref?: string; _id?: string } | null } | null | undefined;

/** The intrinsic size encoded in an asset id (`image-<sha1>-<w>x<h>-<ext>`), without a lookup. */
export function imageDimensions(image: ImageLike): { width: number; height: number } | null {
  const id = image?.asset?._ref ?? image?.asset?._id;
  const match = id ? /-(\d+)x(\d+)-[a-z0-9]+$/.exec(id) : null;
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}
