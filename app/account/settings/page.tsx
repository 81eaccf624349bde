import type { Metadata } from 'next';
import { AccountArea } from '@/components/auth/AccountArea';
import { DeleteAccount } from '@/components/auth/DeleteAccount';
import { EmailForm } from '@/components/auth/EmailForm';
import { OtherSessions } from '@/components/auth/OtherSessions';
import { PasswordForm } from '@/components/auth/PasswordForm';
import { ProfileForm } from '@/components/auth/ProfileForm';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { TwoFactorSettings } from '@/components/auth/TwoFactorSettings';
import {
  countOtherSessions,
  findUserById,
  getCurrentSession,
  requireSignedInPage,
} from '@/lib/auth';
import { getDb } from '@/lib/db';

export const metadata: Metadata = { title: 'Account Settings', robots: { index: false } };

export default async function AccountSettingsPage() {
  await requireSignedInPage('/account/settings');
  const current = await getCurrentSession();
  const db = await getDb();
  const row = current ? await findUserById(db, current.user.id) : null;
  if (!current || !row) return null;
  const otherCount = await countOtherSessions(db, row.id, current.session.sessionId);
  return (
    <AccountArea current="/account/settings" title="Account Settings">
      <SettingsSection title="Name">
        <ProfileForm name={row.name} />
      </SettingsSection>
      <SettingsSection
        title="Email"
        description={`Currently ${row.email}${row.emailVerifiedAt ? '' : ' (not confirmed yet)'}.`}
      >
        <EmailForm email={row.email} />
      </SettingsSection>
      <SettingsSection title="Password" description="Changing it signs out your other devices.">
        <PasswordForm />
      </SettingsSection>
      <SettingsSection
        title="Two-factor authentication"
        description="A code from an authenticator app, asked for each time you sign in."
      >
        <TwoFactorSettings enabled={row.totpEnabledAt !== null} />
      </SettingsSection>
      <SettingsSection title="Sessions">
        <OtherSessions otherCount={otherCount} />
      </SettingsSection>
      <SettingsSection
        title="Delete account"
        description="This removes your account and sign-in for good. It cannot be undone."
      >
        <DeleteAccount />
      </SettingsSection>
    </AccountArea>
  );
}
