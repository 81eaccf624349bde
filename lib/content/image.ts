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

// The widths a srcset offers (the browser picks by `sizes` and screen density), never above the
// original's own width.
const SRCSET_WIDTHS = [96, 160, 256, 384, 640, 828, 1080, 1200, 1600, 1920, 2400];

export type ImageSources = {
  /** The largest width, for browsers that ignore srcset. */
  src: string;
  srcSet: string;
  width: number;
  height: number;
  /** A 24 px blurred copy (a few hundred bytes) shown until the image loads. */
  placeholder: string;
};

/** Every URL an <img> of this image needs, optionally cropped to `aspectRatio` around the hotspot. */
export function imageSources(
  image: SanityImageSource & ImageLike,
  { aspectRatio, quality }: { aspectRatio?: number; quality: number },
): ImageSources | null {
  const dimensions = imageDimensions(image);
  if (!image?.asset || !dimensions) return null;
  const width = dimensions.width;
  const height = aspectRatio ? Math.round(width / aspectRatio) : dimensions.height;
  const at = (w: number, q: number) => {
    const sized = urlForImage(image).width(w).quality(q);
    return aspectRatio ? sized.height(Math.round(w / aspectRatio)).fit('crop') : sized;
  };
  const widths = [...SRCSET_WIDTHS.filter((w) => w < width), width];
  return {
    src: at(width, quality).url(),
    srcSet: widths.map((w) => `${at(w, quality).url()} ${w}w`).join(', '),
    width,
    height,
    placeholder: at(24, 30).blur(30).url(),
  };
}
