'use client';
import Image, { type ImageLoaderProps } from 'next/image';
import { useState } from 'react';
import { imageDimensions, urlForImage, type SanityImageSource } from '@/lib/content/image';
import * as styles from './SanityImage.css';

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
  priority?: boolean;
  className?: string;
  quality?: number;
  onError?: () => void;
};

/**
 * A Sanity image through next/image: the lake (or Sanity's CDN) resizes it for each `srcset`
 * width, so no image passes through Next's optimiser. Lazy unless `priority`; shows
 * "Image unavailable" when the bytes fail to load.
 */
export function SanityImage({
  image,
  alt,
  sizes,
  aspectRatio,
  priority,
  className,
  quality = 85,
  onError,
}: SanityImageProps) {
  const [failed, setFailed] = useState(false);
  const dimensions = imageDimensions(image);
  if (!image?.asset || !dimensions) return null;
  const width = dimensions.width;
  const height = aspectRatio ? Math.round(width / aspectRatio) : dimensions.height;
  const text = alt ?? image.alt ?? '';
  if (failed) {
    return (
      <span
        role="img"
        aria-label={text || undefined}
        className={`${styles.unavailable} ${className ?? ''}`}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        Image unavailable
      </span>
    );
  }
  const loader = ({ width: requested, quality: q }: ImageLoaderProps) => {
    // Never ask for more pixels than the original has.
    const w = Math.min(requested, width);
    const builder = urlForImage(image as SanityImageSource)
      .width(w)
      .quality(q ?? quality);
    return (aspectRatio ? builder.height(Math.round(w / aspectRatio)).fit('crop') : builder).url();
  };
  return (
    <Image
      loader={loader}
      src={image.asset._ref}
      alt={text}
      width={width}
      height={height}
      sizes={sizes}
      quality={quality}
      priority={priority}
      loading={priority ? undefined : 'lazy'}
      className={className}
      // Keeps the box (and the crop) even where the image server returns the uncropped original.
      style={aspectRatio ? { aspectRatio: `${aspectRatio}`, objectFit: 'cover' } : undefined}
      onError={() => {
        setFailed(true);
        onError?.();
      }}
    />
  );
}
