// Image URLs for both content sources: the app's own lake (`/api/lake/images/local/production/…`)
// by default, Sanity's CDN when a hosted project is configured.
import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';

export type { SanityImageSource };

const hostedProjectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || process.env.SANITY_PROJECT_ID;
const hostedDataset =
  process.env.NEXT_PUBLIC_SANITY_DATASET || process.env.SANITY_DATASET || 'production';

const builder = hostedProjectId
  ? createImageUrlBuilder({ projectId: hostedProjectId, dataset: hostedDataset })
  : createImageUrlBuilder({ projectId: 'local', dataset: 'production', baseUrl: '/api/lake' });

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
