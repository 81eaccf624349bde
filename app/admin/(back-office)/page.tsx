import type { Metadata } from 'next';
import Link from 'next/link';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { backOfficeCounts, requireAdminPage } from '@/lib/auth';
import { getDb } from '@/lib/db';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  const admin = await requireAdminPage('/admin');
  const counts = await backOfficeCounts(await getDb());
  return (
    <>
      <h1>Back office</h1>
      <p>Signed in as {admin.email}.</p>
      <SettingsSection title="At a glance">
        <ul>
          <li>
            <Link href="/admin/users">{counts.users} accounts</Link> ({counts.admins} admin
            {counts.admins === 1 ? '' : 's'})
          </li>
          <li>
            <Link href="/admin/outbox">{counts.queuedMail} e-mails waiting to be sent</Link>
          </li>
        </ul>
      </SettingsSection>
    </>
  );
}
