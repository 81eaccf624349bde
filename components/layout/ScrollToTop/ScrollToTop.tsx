'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { scrollToPageTop } from '@/lib/routing/scroll';

/** Scrolls to the top on every route change (spec §2.5), leaving in-page anchors such as #contact alone. */
export function ScrollToTop() {
  const pathname = usePathname();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!window.location.hash) scrollToPageTop();
  }, [pathname]);

  return null;
}
