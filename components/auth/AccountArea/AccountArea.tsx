import Link from 'next/link';
import type { ReactNode } from 'react';
import * as styles from './AccountArea.css';

const tabs = [
  { href: '/account', label: 'Overview' },
  { href: '/account/bookings', label: 'Bookings' },
  { href: '/account/settings', label: 'Settings' },
] as const;

type AccountAreaProps = {
  current: (typeof tabs)[number]['href'];
  title: string;
  children: ReactNode;
};

/** The customer area's frame: its title and the Overview / Bookings / Settings tabs. */
export function AccountArea({ current, title, children }: AccountAreaProps) {
  return (
    <div className={styles.area}>
      <h1 className={styles.title}>{title}</h1>
      <nav aria-label="Account sections">
        <ul className={styles.tabs}>
          {tabs.map((tab) => (
            <li key={tab.href}>
              <Link
                href={tab.href}
                className={styles.tab}
                aria-current={tab.href === current ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.stack}>{children}</div>
    </div>
  );
}
