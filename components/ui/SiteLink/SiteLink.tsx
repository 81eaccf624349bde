'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

export type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  href: string;
};

/**
 * A site-wide link (the logo, the main navigation) left to Next's own prefetching, except to the page
 * the visitor is on: the home page's logo fetched the home page's own tree and data again on every
 * visit, and decoded it, while the page was becoming interactive. (With every page rendered per
 * request and no loading boundary, Next's on-sight prefetch of it fetches nothing.)
 */
export function SiteLink({ href, ...rest }: SiteLinkProps) {
  const here = usePathname() === href;
  return <Link href={href} prefetch={here ? false : undefined} {...rest} />;
}
