'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isCurrentRoute } from '@/lib/routing/navigation';
import * as styles from './BackOffice.css';

// Spec §2.4's admin sections.
const sections = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/users', label: 'Users' },
  { href: '/admin/bookings', label: 'Bookings' },
  { href: '/admin/customers', label: 'Customers' },
  { href: '/admin/staff', label: 'Staff' },
  { href: '/admin/calendars', label: 'Calendars' },
  { href: '/admin/money', label: 'Money' },
  { href: '/admin/content', label: 'Content' },
  { href: '/admin/website-editor', label: 'Website editor' },
  { href: '/admin/cms', label: 'Studio (CMS)' },
  { href: '/admin/podcasts', label: 'Podcasts' },
  { href: '/admin/notion', label: 'Notion import' },
  { href: '/admin/marketing', label: 'Marketing' },
  { href: '/admin/ab-testing', label: 'A/B testing' },
  { href: '/admin/talenthr', label: 'Careers (TalentHR)' },
  { href: '/admin/outbox', label: 'Outbox (e-mail)' },
  { href: '/admin/settings', label: 'Settings' },
  // Not one of §2.4's sections: issue #13's record of every admin write.
  { href: '/admin/audit', label: 'Audit log' },
];

export function BackOfficeNav() {
  const pathname = usePathname() ?? '/admin';
  return (
    <nav aria-label="Back office">
      <ul className={styles.links}>
        {sections.map((section) => {
          const current =
            section.href === '/admin'
              ? pathname === '/admin'
              : isCurrentRoute(pathname, section.href);
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                className={styles.link}
                aria-current={current ? 'page' : undefined}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
