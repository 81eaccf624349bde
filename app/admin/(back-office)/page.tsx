import type { Metadata } from 'next';
import Link from 'next/link';
import { Dashboard } from '@/components/admin/Dashboard';
import { backOfficeCounts, requireAdminPage } from '@/lib/auth';
import { dashboardFigures } from '@/lib/dashboard';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  const admin = await requireAdminPage('/admin');
  const db = await getDb();
  const [figures, counts] = await Promise.all([
    dashboardFigures(db, admin.id),
    backOfficeCounts(db),
  ]);
  return (
    <>
      <h1>Back office</h1>
      <p>
        Signed in as {admin.email}. <Link href="/admin/users">{counts.users} accounts</Link> (
        {counts.admins} admin{counts.admins === 1 ? '' : 's'}),{' '}
        <Link href="/admin/outbox">{counts.queuedMail} e-mails waiting to be sent</Link>.
      </p>
      <Dashboard figures={figures} />
    </>
  );
}
