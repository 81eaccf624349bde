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

// The widths the image server is asked for (the browser picks by `sizes` and screen density).
const SRCSET_WIDTHS = [96, 160, 256, 384, 640, 828, 1080, 1200, 1600, 1920, 2400];
// The viewport widths a `sizes` entry without a limit is assumed to span: a narrow phone to a wide
// desktop. Phones, up to 480 px wide, draw up to 3 device pixels per CSS pixel; anything wider, 2.
const NARROWEST_VIEWPORT = 320;
const WIDEST_VIEWPORT = 2560;
const PHONE_VIEWPORT = 480;

/**
 * The narrowest and widest the image is drawn, in device pixels, by its `sizes` attribute: entries
 * of `(max-width: Npx) <length>` in order, then one `<length>`, in px or vw. Null for anything else.
 */
export function drawnWidthRange(sizes: string): { min: number; max: number } | null {
  let lower = NARROWEST_VIEWPORT;
  let min = Infinity;
  let max = 0;
  for (const entry of sizes.split(',')) {
    const match = /^\s*(?:\(max-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)\s*$/.exec(entry);
    if (!match) return null;
    const [, limit, amount, unit] = match;
    const upper = limit ? Number(limit) : WIDEST_VIEWPORT;
    const at = (viewport: number) =>
      unit === 'px' ? Number(amount) : (Number(amount) / 100) * viewport;
    if (upper >= lower) {
      min = Math.min(min, at(lower));
      max = Math.max(max, at(upper) * 2);
      if (lower <= PHONE_VIEWPORT) max = Math.max(max, at(Math.min(upper, PHONE_VIEWPORT)) * 3);
      lower = upper + 1;
    }
    if (!limit) break; // the entry without a condition applies to every wider viewport
  }
  return max > 0 ? { min, max } : null;
}

/**
 * The srcset widths for an image `intrinsicWidth` wide drawn as `sizes` says: from the widest at or
 * below the narrowest drawing to the narrowest at or above the widest, never above the original
 * (which comes last when the ladder stops short of what is needed). Offering every width would put
 * a dozen URLs per image into the HTML and again into the page's payload, for widths no screen asks.
 */
export function srcsetWidths(sizes: string, intrinsicWidth: number): number[] {
  const ladder = SRCSET_WIDTHS.filter((width) => width < intrinsicWidth);
  const range = drawnWidthRange(sizes);
  if (!range) return [...ladder, intrinsicWidth];
  const from = ladder.findLastIndex((width) => width <= range.min);
  const to = ladder.findIndex((width) => width >= range.max);
  if (to === -1) return [...ladder.slice(Math.max(0, from)), intrinsicWidth];
  return ladder.slice(Math.max(0, from), to + 1);
}

export type ImageSources = {
  /** The largest width, for browsers that ignore srcset. */
  src: string;
  srcSet: string;
  width: number;
  height: number;
  /** A 24 px blurred copy (a few hundred bytes) shown until the image loads. */
  placeholder: string;
};

/**
 * Every URL an <img> of this image drawn as `sizes` says needs, optionally cropped to `aspectRatio`
 * around the hotspot.
 */
export function imageSources(
  image: SanityImageSource & ImageLike,
  { aspectRatio, quality, sizes }: { aspectRatio?: number; quality: number; sizes: string },
): ImageSources | null {
  const dimensions = imageDimensions(image);
  if (!image?.asset || !dimensions) return null;
  const width = dimensions.width;
  const height = aspectRatio ? Math.round(width / aspectRatio) : dimensions.height;
  const at = (w: number, q: number) => {
    const sized = urlForImage(image).width(w).quality(q);
    return aspectRatio ? sized.height(Math.round(w / aspectRatio)).fit('crop') : sized;
  };
  const widths = srcsetWidths(sizes, width);
  return {
    src: at(width, quality).url(),
    srcSet: widths.map((w) => `${at(w, quality).url()} ${w}w`).join(', '),
    width,
    height,
    placeholder: at(24, 30).blur(30).url(),
  };
}
