import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { imageSources } from '@/lib/content/image';
import { ResponsiveImage } from './ResponsiveImage';

export type SanityImageValue = {
  asset?: { _ref: string } | null;
  alt?: string | null;
  hotspot?: unknown;
  crop?: unknown;
} | null;

type SanityImageProps = {
  image: SanityImageValue | undefined;
  /** Overrides the image's own alt text (e.g. a logo named by its brand); '' marks it decorative. */
  alt?: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Crop to this aspect ratio (width / height), respecting the editor's hotspot. */
  aspectRatio?: number;
  /** The page's largest image above the fold: preloaded, fetched first, never lazy. */
  priority?: boolean;
  className?: string;
  quality?: number;
  /** Logos and other images with transparency draw no blurred placeholder behind them. */
  placeholder?: boolean;
  /** What shows instead when the image fails; "Image unavailable" by default. */
  fallback?: ReactNode;
};

/**
 * A Sanity image whose URLs are built here on the server: the lake (or Sanity's CDN) resizes it
 * for each `srcset` width, and a 24 px blurred copy shows until it loads, so the browser gets a
 * plain <img> and no URL builder. Lazy unless `priority`; "Image unavailable" when it fails.
 */
export function SanityImage({
  image,
  alt,
  sizes,
  aspectRatio,
  priority,
  className,
  quality = 85,
  placeholder = !priority,
  fallback,
}: SanityImageProps) {
  const sources = image ? imageSources(image, { aspectRatio, quality, sizes }) : null;
  if (!sources) return null;
  if (priority) {
    preload(sources.src, {
      as: 'image',
      imageSrcSet: sources.srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <ResponsiveImage
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      width={sources.width}
      height={sources.height}
      alt={alt ?? image?.alt ?? ''}
      priority={priority}
      placeholder={placeholder ? sources.placeholder : undefined}
      className={className}
      // Keeps the box (and the crop) even where the image server returns the uncropped original.
      cover={aspectRatio !== undefined}
      fallback={fallback}
    />
  );
}
