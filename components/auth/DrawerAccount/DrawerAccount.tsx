'use client';

import { useRouter } from 'next/navigation';
import { NavLinks } from '@/components/layout/Header/NavLinks';
import { Icon } from '@/components/ui/Icon';
import { Spinner } from '@/components/ui/Spinner';
import { accountLinks } from '@/lib/auth/navigation';
import { guestLinks } from '@/lib/routing/navigation';
import { useAuth } from '../AuthProvider';
import { logoutButton } from './DrawerAccount.css';

/** The mobile drawer's account part: Log In / Sign Up only when signed out (spec §2.6, §6). */
export function DrawerAccount() {
  const { status, user, logout } = useAuth();
  const router = useRouter();
  if (status === 'loading') return <Spinner label="Loading your account" />;
  if (status === 'signedOut' || !user) return <NavLinks items={guestLinks} layout="drawer" />;
  return (
    <>
      <NavLinks items={accountLinks(user.role)} layout="drawer" />
      <button
        type="button"
        className={logoutButton}
        onClick={async () => {
          if (await logout()) {
            router.push('/');
            router.refresh();
          }
        }}
      >
        <Icon name="login" />
        Log Out
      </button>
    </>
  );
}
