'use client';

import { NavLinks } from '@/components/layout/Header/NavLinks';
import { guestLinks } from '@/lib/routing/navigation';
import { AccountMenu } from '../AccountMenu';
import { useAuth } from '../AuthProvider';
import { placeholder } from './HeaderAccount.css';

/** Desktop header, spec §2.6: Log In / Sign Up when signed out, the account menu when signed in. */
export function HeaderAccount() {
  const { status, user } = useAuth();
  if (status === 'loading') return <span className={placeholder} aria-hidden="true" />;
  if (status === 'signedIn' && user) return <AccountMenu user={user} />;
  return (
    <nav aria-label="Account">
      <NavLinks items={guestLinks} layout="bar" />
    </nav>
  );
}
