'use client';
import { useState, type ReactNode } from 'react';
import * as styles from './SanityImage.css';

type ResponsiveImageProps = {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  priority?: boolean;
  /** A tiny blurred copy drawn until the image has loaded. */
  placeholder?: string;
  className?: string;
  /** Fill the box and crop (the box has the requested aspect ratio). */
  cover?: boolean;
  /** What shows when the image fails; "Image unavailable" by default. */
  fallback?: ReactNode;
};

/** The browser half of an image: lazy loading, the blurred placeholder and the failure state. */
export function ResponsiveImage({
  placeholder,
  priority,
  cover,
  fallback,
  className,
  alt,
  ...image
}: ResponsiveImageProps) {
  // 'waiting' until mounted: the server HTML asks for no placeholder, so only an image that is
  // still loading when its part of the page hydrates (as it comes into view) fetches one.
  const [state, setState] = useState<'waiting' | 'loading' | 'loaded' | 'failed'>('waiting');
  if (state === 'failed') {
    return (
      fallback ?? (
        <span
          role="img"
          aria-label={alt || undefined}
          className={`${styles.unavailable} ${className ?? ''}`}
          style={{ aspectRatio: `${image.width} / ${image.height}` }}
        >
          Image unavailable
        </span>
      )
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the URLs come from the image service
    <img
      {...image}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={{
        ...(cover ? { aspectRatio: `${image.width} / ${image.height}`, objectFit: 'cover' } : {}),
        ...(placeholder && state === 'loading'
          ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover' }
          : {}),
      }}
      // An image that settled before hydration fired its events before React listened.
      ref={(element) => {
        if (!element || state !== 'waiting') return;
        if (!element.complete) setState('loading');
        else setState(element.naturalWidth > 0 ? 'loaded' : 'failed');
      }}
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
    />
  );
}
