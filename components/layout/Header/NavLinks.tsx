'use client';

import { usePathname } from 'next/navigation';
import { isCurrentRoute, type NavLink } from '@/lib/routing/navigation';
import { Icon } from '../../ui/Icon';
import { SiteLink } from '../../ui/SiteLink';
import { icon, links, lists } from './NavLinks.css';

type NavLinksProps = {
  items: readonly NavLink[];
  layout: 'bar' | 'drawer';
  onNavigate?: () => void;
};

/** The site links with the current route marked for sighted and assistive-technology users alike. */
export function NavLinks({ items, layout, onNavigate }: NavLinksProps) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className={lists[layout]}>
      {items.map((item) => (
        <li key={item.href}>
          <SiteLink
            href={item.href}
            className={links[layout]}
            aria-current={isCurrentRoute(pathname, item.href) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {layout === 'drawer' && <Icon name={item.icon} className={icon} />}
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
