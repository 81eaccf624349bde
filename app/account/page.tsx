import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountArea } from '@/components/auth/AccountArea';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { MyAchievements } from '@/components/gamification/AchievementsPanel';
import { ButtonLink } from '@/components/ui/Button';
import { findUserById, requireSignedInPage, toAccountView } from '@/lib/auth';
import { getDb } from '@/lib/db';

export const metadata: Metadata = { title: 'My Account', robots: { index: false } };

export default async function AccountPage() {
  const user = await requireSignedInPage('/account');
  const row = await findUserById(await getDb(), user.id);
  const account = row ? toAccountView(row) : null;
  return (
    <AccountArea current="/account" title={`Hello, ${user.name}`}>
      <SettingsSection title="Your account" description={`Signed in as ${user.email}.`}>
        <ul>
          <li>
            E-mail{' '}
            {account?.emailVerified ? 'confirmed' : 'not confirmed yet (see the link we sent you)'}
          </li>
          <li>Two-factor authentication {account?.twoFactorEnabled ? 'on' : 'off'}</li>
          <li>Role: {user.role === 'admin' ? 'admin' : 'customer'}</li>
        </ul>
        <p>
          <Link href="/account/settings">Change your details, password or two-factor settings</Link>
        </p>
      </SettingsSection>
      <SettingsSection title="Bookings" description="Book studio time and see your sessions.">
        <p>
          <ButtonLink href="/booking">Book a Session</ButtonLink>{' '}
          <ButtonLink href="/my-bookings" variant="secondary">
            My Bookings
          </ButtonLink>
        </p>
      </SettingsSection>
      <SettingsSection
        title="Achievements"
        description="Earned while exploring the site in this browser."
      >
        <MyAchievements />
      </SettingsSection>
    </AccountArea>
  );
}
