import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { imageSources } from '@/lib/content/image';
import {
  IMAGE_ATTRIBUTE,
  IMAGE_FALLBACK_ATTRIBUTE,
  IMAGE_PLACEHOLDER_ATTRIBUTE,
} from './image-dom';

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
 * for each `srcset` width. A plain <img>, lazy unless `priority`, with no component of its own in
 * the browser: the page's one image watcher (../ImageStates) draws a 24 px blurred copy behind it
 * while it loads and puts "Image unavailable" (or `fallback`) in its place when it fails.
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
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- the URLs come from the image service */}
      <img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sizes}
        width={sources.width}
        height={sources.height}
        alt={alt ?? image?.alt ?? ''}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        // Keeps the box (and the crop) even where the image server returns the uncropped original.
        style={
          aspectRatio !== undefined
            ? { aspectRatio: `${sources.width} / ${sources.height}`, objectFit: 'cover' }
            : undefined
        }
        {...{
          [IMAGE_ATTRIBUTE]: '',
          [IMAGE_PLACEHOLDER_ATTRIBUTE]: placeholder ? sources.placeholder : undefined,
        }}
      />
      {fallback !== undefined && (
        <span hidden {...{ [IMAGE_FALLBACK_ATTRIBUTE]: '' }}>
          {fallback}
        </span>
      )}
    </>
  );
}
