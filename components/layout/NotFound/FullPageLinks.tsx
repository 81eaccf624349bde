'use client';

import { useEffect } from 'react';

/**
 * Makes every same-site link on the page a full page load. On the page of app/global-not-found.tsx,
 * which renders outside the root layout, Next's client router changes the address on a <Link> click
 * but keeps showing the not-found page (as in vercel/next.js#49599), so its clicks never reach it.
 */
export function FullPageLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      if (link.origin !== window.location.origin || link.hasAttribute('download')) return;
      // The capture phase on the document runs before React's listener on its root, so the
      // router never sees this click.
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(link.href);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
