import type { NavLink } from '../routing/navigation';

/** The signed-in user's links in the header menu and the mobile drawer. */
export function accountLinks(role: 'customer' | 'admin'): NavLink[] {
  const links: NavLink[] = [
    { href: '/account', label: 'My Account', icon: 'users' },
    { href: '/my-bookings', label: 'My Bookings', icon: 'calendar' },
    { href: '/account/settings', label: 'Settings', icon: 'grid' },
  ];
  if (role === 'admin') links.push({ href: '/admin', label: 'Admin', icon: 'briefcase' });
  return links;
}
