import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountArea } from '@/components/auth/AccountArea';
import { FormMessage } from '@/components/ui/Form';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { MyAchievements } from '@/components/gamification/AchievementsPanel';
import { ButtonLink } from '@/components/ui/Button';
import { findUserById, requireSignedInPage, toAccountView } from '@/lib/auth';
import { getDb } from '@/lib/db';

export const metadata: Metadata = { title: 'My Account', robots: { index: false } };

type AccountPageProps = {
  searchParams: Promise<{ emailVerified?: string; twoFactorApproved?: string }>;
};

export default async function AccountPage({ searchParams }: AccountPageProps) {
  const { emailVerified, twoFactorApproved } = await searchParams;
  // Someone following a link from an e-mail signed out comes back to its message after signing in.
  const shown = Object.entries({ emailVerified, twoFactorApproved }).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const query = new URLSearchParams(shown).toString();
  const user = await requireSignedInPage(query ? `/account?${query}` : '/account');
  const row = await findUserById(await getDb(), user.id);
  const account = row ? toAccountView(row) : null;
  return (
    <AccountArea current="/account" title={`Hello, ${user.name}`}>
      {emailVerified === '1' && (
        <FormMessage tone="success">Your e-mail address is confirmed.</FormMessage>
      )}
      {emailVerified === '0' && (
        <FormMessage tone="error">
          That confirmation link has expired or was already used.
        </FormMessage>
      )}
      {twoFactorApproved === '1' && (
        <FormMessage tone="success">
          Thank you: two-factor authentication is confirmed as yours.
        </FormMessage>
      )}
      {twoFactorApproved === '0' && (
        <FormMessage tone="error">
          That link has expired or was already used, or two-factor was turned off since.
        </FormMessage>
      )}
      {emailVerified === 'taken' && (
        <FormMessage tone="error">
          Another account uses that address now, so your e-mail address stays as it was.
        </FormMessage>
      )}
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
