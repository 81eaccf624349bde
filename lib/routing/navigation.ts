// The site's navigation (spec §2.6 and §2.9). Icons are named here so header and drawer share one list.
export type NavIcon =
  'home' | 'grid' | 'mic' | 'users' | 'briefcase' | 'mail' | 'calendar' | 'login' | 'userPlus';

export type NavLink = { href: string; label: string; icon: NavIcon };

export const mainNavigation: NavLink[] = [
  { href: '/', label: 'Home', icon: 'home' },
  { href: '/studio-services', label: 'Solutions', icon: 'grid' },
  { href: '/our-work', label: 'Our Work', icon: 'mic' },
  { href: '/about', label: 'About Us', icon: 'users' },
  { href: '/careers', label: 'Careers', icon: 'briefcase' },
  { href: '/contact', label: 'Contact', icon: 'mail' },
];

export const bookingLink = {
  href: '/booking',
  label: 'Book Studio',
  shortLabel: 'Book',
  drawerLabel: 'Book Your Session',
  icon: 'calendar',
} as const;

export const guestLinks: NavLink[] = [
  { href: '/login', label: 'Log In', icon: 'login' },
  { href: '/register', label: 'Sign Up', icon: 'userPlus' },
];

export const footerQuickLinks = [
  { href: '/podcasts', label: 'Podcasts' },
  { href: '/studio-services', label: 'Studio Services' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
  { href: '/booking', label: 'Book a Session' },
];

export const footerLegalLinks = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/cookie-policy', label: 'Cookie Policy' },
];

export type SocialNetwork = 'instagram' | 'linkedin' | 'youtube' | 'twitter' | 'facebook';

/** True when `pathname` is the link's page or a page below it ("/" matches only itself). */
export function isCurrentRoute(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
