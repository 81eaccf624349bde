import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatPounds } from '@/lib/booking/rules';
import type { DashboardFigures } from '@/lib/dashboard';
import type { OccupancyReport } from '@/lib/reports/occupancy';
import type { RevenuePoint } from '@/lib/reports/revenue';
import { ChartGrid, OccupancyHeatMap, RevenueChart } from '../charts';
import { formatRecordTime } from '../../ui/RecordList';
import * as styles from './Dashboard.css';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** One figure: a number with what it counts, linking to the page that lists it. */
function Figure({
  href,
  value,
  label,
  detail,
  alert = false,
}: {
  href: string;
  value: ReactNode;
  label: string;
  detail?: ReactNode;
  alert?: boolean;
}) {
  return (
    <li className={styles.figure} data-alert={alert || undefined}>
      <Link href={href} className={styles.link}>
        <span className={styles.value}>{value}</span>
        <span className={styles.label}>{label}</span>
      </Link>
      {detail && <span className={styles.detail}>{detail}</span>}
    </li>
  );
}

/** The dashboard's pictures: recent weeks' takings and how full the studios have been. */
export type DashboardCharts = { weeks: RevenuePoint[]; occupancy: OccupancyReport };

/** The back office's front page: today's work and what needs an admin, each linking to its page. */
export function Dashboard({
  figures,
  charts,
}: {
  figures: DashboardFigures;
  charts?: DashboardCharts;
}) {
  const { today, week, failedDeliveries } = figures;
  const failed = failedDeliveries.mail + failedDeliveries.crm;
  return (
    <div className={styles.dashboard}>
      <ul className={styles.figures} aria-label="At a glance">
        <Figure
          href={`/admin/bookings?view=day&date=${today.date}`}
          value={today.bookings}
          label={today.bookings === 1 ? 'session today' : 'sessions today'}
          detail={`${formatPounds(today.revenuePence)} taken for them, less refunds`}
        />
        <Figure
          href={`/admin/bookings?view=week&date=${week.date}`}
          value={week.bookings}
          label={week.bookings === 1 ? 'session this week' : 'sessions this week'}
          detail={`${formatPounds(week.revenuePence)} taken for them, less refunds`}
        />
        <Figure
          href="/admin/marketing"
          value={figures.newLeads}
          label={figures.newLeads === 1 ? 'new lead' : 'new leads'}
          detail={
            figures.leadsSince
              ? `since your last visit, ${formatRecordTime(figures.leadsSince)}`
              : 'in all, on your first visit'
          }
        />
        <Figure
          href="/admin/talenthr"
          value={figures.openApplications}
          label={figures.openApplications === 1 ? 'open application' : 'open applications'}
          detail="not yet hired or rejected"
        />
        <Figure
          href="/admin/marketing"
          value={figures.pageViews7Days}
          label="page views"
          detail="last 7 days, visitors who allowed analytics"
        />
        <Figure
          href={
            failedDeliveries.mail > 0 || failedDeliveries.crm === 0
              ? '/admin/outbox'
              : '/admin/marketing'
          }
          value={failed}
          label={failed === 1 ? 'failed delivery' : 'failed deliveries'}
          detail={`${plural(failedDeliveries.mail, 'e-mail')}, ${plural(failedDeliveries.crm, 'CRM lead')}`}
          alert={failed > 0}
        />
      </ul>

      <p>
        {/* Events, as the A/B results count them: a booking confirmed and later cancelled still counts,
            so no money is shown here; money is in the run sheet and on Money, from the ledger. */}
        Last 7 days: {plural(figures.conversions7Days.booking_confirmed.events, 'booking')}{' '}
        confirmed, {plural(figures.conversions7Days.contact_stored.events, 'contact message')},{' '}
        {plural(figures.conversions7Days.get_started_submitted.events, 'get-started lead')},{' '}
        {plural(figures.conversions7Days.newsletter_subscribed.events, 'newsletter sign-up')}.
      </p>

      {charts && (
        <section aria-labelledby="dashboard-charts" className={styles.experiments}>
          <h2 id="dashboard-charts" className={styles.heading}>
            Recent weeks
          </h2>
          <ChartGrid>
            <RevenueChart unit="week" points={charts.weeks} title="Taken per week, recent weeks" />
            <OccupancyHeatMap report={charts.occupancy} />
          </ChartGrid>
          <p>
            <Link href="/admin/money">Money</Link> has the months against last year, cancellations,
            no-shows and promo codes.
          </p>
        </section>
      )}

      <section aria-labelledby="dashboard-experiments" className={styles.experiments}>
        <h2 id="dashboard-experiments" className={styles.heading}>
          Running A/B tests (goal: booking confirmed)
        </h2>
        {figures.experiments.length === 0 ? (
          <p>
            No test is running. <Link href="/admin/ab-testing">Start one</Link>
          </p>
        ) : (
          <ul>
            {figures.experiments.map((experiment) => (
              <li key={experiment.id}>
                <Link href="/admin/ab-testing">{experiment.name}</Link>: {experiment.standing}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
