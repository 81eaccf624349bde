import type { Metadata } from 'next';
import Link from 'next/link';
import { Dashboard } from '@/components/admin/Dashboard';
import { RunSheet } from '@/components/admin/RunSheet';
import { backOfficeCounts, requireAdminPage } from '@/lib/auth';
import { loadBookableStudios, loadBookingSettings } from '@/lib/booking/catalog';
import { dashboardFigures } from '@/lib/dashboard';
import { runSheet } from '@/lib/dashboard/run-sheet';
import { getDb } from '@/lib/db';
import { occupancyByHour, revenueAgainstLastYear } from '@/lib/reports';
import { londonDateOf } from '@/lib/time';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  const admin = await requireAdminPage('/admin');
  const db = await getDb();
  const now = new Date();
  const today = londonDateOf(now);
  const [figures, counts, settings, studios, weeks] = await Promise.all([
    dashboardFigures(db, admin.id, now),
    backOfficeCounts(db),
    loadBookingSettings(),
    loadBookableStudios(),
    revenueAgainstLastYear(db, 'week', today, 8),
  ]);
  const [sheet, occupancy] = await Promise.all([
    runSheet(db, { now, settings, studioCount: studios.length }),
    occupancyByHour(db, {
      today,
      weeks: 4,
      settings,
      studios: studios.map(({ id, title }) => ({ id, title })),
    }),
  ]);
  return (
    <>
      <h1>Back office</h1>
      <p>
        Signed in as {admin.email}. <Link href="/admin/users">{counts.users} accounts</Link> (
        {counts.admins} admin{counts.admins === 1 ? '' : 's'}),{' '}
        <Link href="/admin/outbox">{counts.queuedMail} e-mails waiting to be sent</Link>.
      </p>
      <RunSheet sheet={sheet} now={now} />
      <Dashboard figures={figures} charts={{ weeks, occupancy }} />
    </>
  );
}
