'use client';

import Image, { type ImageProps } from 'next/image';
import { useEffect, useRef, useState } from 'react';
import * as styles from './LazyImage.css';

export type LazyImageProps = Omit<ImageProps, 'loading' | 'onError' | 'placeholder'> & {
  /** A tiny blurred preview (data URL) shown until the image arrives. */
  blurDataURL?: string;
};

/**
 * An image that loads when it comes within 50 px of the viewport, over a blurred placeholder,
 * and says "Image unavailable" if it fails (spec §2.11).
 */
export function LazyImage({ blurDataURL, className, quality = 85, alt, ...image }: LazyImageProps) {
  const frame = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '50px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <span ref={frame} className={[styles.frame, className].filter(Boolean).join(' ')}>
      {blurDataURL && !failed && (
        <span
          aria-hidden="true"
          className={styles.placeholder}
          style={{ backgroundImage: `url(${blurDataURL})` }}
        />
      )}
      {failed ? (
        <span className={styles.unavailable} role="img" aria-label={alt}>
          Image unavailable
        </span>
      ) : (
        visible && (
          <Image
            {...image}
            alt={alt}
            quality={quality}
            className={styles.image}
            onError={() => setFailed(true)}
          />
        )
      )}
    </span>
  );
}
