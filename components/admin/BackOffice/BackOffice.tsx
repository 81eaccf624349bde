import Link from 'next/link';
import type { ReactNode } from 'react';
import { siteIdentity } from '@/lib/site';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { HeaderAccount } from '@/components/auth/HeaderAccount';
import * as styles from './BackOffice.css';
import { BackOfficeNav } from './BackOfficeNav';

/** The admin back office frame: section links on the side, the account menu on top. */
export function BackOffice({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <div className={styles.shell}>
        <aside className={styles.sidebar}>
          <Link href="/" className={styles.brand}>
            {siteIdentity.name}
          </Link>
          <BackOfficeNav />
        </aside>
        <main id="main-content" className={styles.main}>
          <div className={styles.topBar}>
            <HeaderAccount />
          </div>
          {children}
        </main>
      </div>
    </AuthProvider>
  );
}
