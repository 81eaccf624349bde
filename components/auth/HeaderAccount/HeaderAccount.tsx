'use client';

import { lazy, Suspense } from 'react';
import { NavLinks } from '@/components/layout/Header/NavLinks';
import { guestLinks } from '@/lib/routing/navigation';
import { useAuth } from '../AuthProvider';
import { placeholder } from './HeaderAccount.css';

// Only a signed-in visitor has a menu: the others never fetch its code.
const AccountMenu = lazy(() =>
  import('../AccountMenu').then(({ AccountMenu }) => ({ default: AccountMenu })),
);

/** Desktop header, spec §2.6: Log In / Sign Up when signed out, the account menu when signed in. */
export function HeaderAccount() {
  const { status, user } = useAuth();
  const waiting = <span className={placeholder} aria-hidden="true" />;
  if (status === 'loading') return waiting;
  if (status === 'signedIn' && user) {
    return (
      <Suspense fallback={waiting}>
        <AccountMenu user={user} />
      </Suspense>
    );
  }
  return (
    <nav aria-label="Account">
      <NavLinks items={guestLinks} layout="bar" />
    </nav>
  );
}
