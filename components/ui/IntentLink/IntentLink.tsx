'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  href: string;
};

/**
 * A link that fetches its route when the visitor reaches for it (the pointer over it, a touch, or
 * keyboard focus) instead of when it comes into view, as Next's links do. Calls to action sit on a
 * page's first screen: prefetched on sight, each would fetch its route's code on every visit, on a
 * phone's bandwidth and before the page is interactive, for a route most visitors never open. The
 * touch or hover comes a hundred milliseconds or more before the click, enough to start the fetch.
 */
export function IntentLink({
  href,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...rest
}: IntentLinkProps) {
  const router = useRouter();
  // Only this site's own routes; another origin's address is a plain navigation.
  const prefetch = () => {
    if (href.startsWith('/') && !href.startsWith('//')) router.prefetch(href);
  };
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetch();
      }}
      {...rest}
    />
  );
}
