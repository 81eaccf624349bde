import type { Metadata } from 'next';
import Link from 'next/link';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { backOfficeCounts, requireAdminPage } from '@/lib/auth';
import { formatPounds } from '@/lib/booking/rules';
import { getDb } from '@/lib/db';
import { confirmedEventTotals } from '@/lib/events';
import { experiments } from '@/lib/experiments';
import { experimentResults } from '@/lib/experiments/results';

export const metadata: Metadata = { title: 'Dashboard' };

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export default async function AdminDashboardPage() {
  const admin = await requireAdminPage('/admin');
  const db = await getDb();
  // The same confirmed events the A/B results count, so the two pages never disagree.
  const [counts, week, results] = await Promise.all([
    backOfficeCounts(db),
    confirmedEventTotals(db, 7),
    experimentResults(db, 'booking_confirmed'),
  ]);
  const running = results.filter((result) => result.state.status === 'running');
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
      <SettingsSection title="Last 7 days">
        <ul>
          <li>
            <Link href="/admin/bookings">
              {plural(week.booking_confirmed.events, 'booking')} confirmed
            </Link>{' '}
            ({formatPounds(week.booking_confirmed.valuePence)})
          </li>
          <li>
            <Link href="/admin/marketing">
              {plural(week.contact_stored.events, 'contact message')}
            </Link>
            , {plural(week.get_started_submitted.events, 'get-started lead')},{' '}
            {plural(week.newsletter_subscribed.events, 'newsletter sign-up')}
          </li>
        </ul>
      </SettingsSection>
      <SettingsSection title="Running A/B tests (goal: booking confirmed)">
        <ul>
          {running.map((result) => {
            const leader = result.variants
              .filter((variant) => variant.comparison)
              .sort(
                (a, b) => b.comparison!.chanceToBeatControl - a.comparison!.chanceToBeatControl,
              )[0];
            const chance = leader?.comparison?.chanceToBeatControl ?? 0.5;
            return (
              <li key={result.id}>
                <Link href="/admin/ab-testing">{experiments[result.id].name}</Link>:{' '}
                {chance === 0.5
                  ? 'no leader yet'
                  : chance > 0.5
                    ? `${leader!.name} leads, ${Math.round(chance * 100)}% chance to beat the control`
                    : `the control leads, ${Math.round((1 - chance) * 100)}% chance it is better`}
              </li>
            );
          })}
        </ul>
      </SettingsSection>
    </>
  );
}
