'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { watchImages } from '../SanityImage/image-dom';

/**
 * The page's one image watcher: blurred copies while images load, fallbacks when they fail. It
 * looks again on each page the visitor moves to.
 */
export function ImageStates() {
  const pathname = usePathname();
  useEffect(() => watchImages(document), [pathname]);
  return null;
}
