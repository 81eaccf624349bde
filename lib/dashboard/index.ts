import { and, count, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
import { addDays, londonDateOf, londonWallTimeToInstant, weekAround } from '../time';
import { CRM_FORWARD_JOB } from '../crm/queue';
import type { Database } from '../db';
import { tables } from '../db';
import { confirmedEventTotals, type EventTotals } from '../events';
import { experiments } from '../experiments';
import { experimentResults } from '../experiments/results';
import { countLeadsSince } from '../leads';
import { MAIL_DELIVERY_JOB } from '../mail';
import { pageViewSummary } from '../analytics/pageview';
import { takenForSessions } from '../reports';

// The figures of the back office's front page (/admin): what needs an admin today, each with the
// page that shows it.

export type BookingFigure = { date: string; bookings: number; revenuePence: number };

export type ExperimentLeader = {
  id: string;
  name: string;
  /** Who leads and how sure the numbers are, in words. */
  standing: string;
};

export type DashboardFigures = {
  today: BookingFigure;
  /** Monday to Sunday around today. */
  week: BookingFigure & { to: string };
  newLeads: number;
  /** When the admin last opened the dashboard (null: never), which `newLeads` counts from. */
  leadsSince: Date | null;
  openApplications: number;
  experiments: ExperimentLeader[];
  pageViews7Days: number;
  /** The confirmed events the A/B results count, so the two pages never disagree. */
  conversions7Days: EventTotals;
  failedDeliveries: { mail: number; crm: number };
};

/**
 * Sessions that start between two London dates (inclusive), held ones only (active and no-shows),
 * and the money taken for every booking of those days from the payments ledger (lib/reports, as
 * the revenue chart and the CSV's paid and refunded columns): payments less refunds handed back, so
 * a cancellation counts only for the fee it kept and an unpaid balance counts nothing.
 */
async function bookingsBetween(db: Database, first: string, last: string) {
  const bookings = tables.bookings;
  const from = londonWallTimeToInstant(first, 0);
  const to = londonWallTimeToInstant(addDays(last, 1), 0);
  const [[row], revenuePence] = await Promise.all([
    db
      .select({ bookings: count() })
      .from(bookings)
      .where(
        and(
          inArray(bookings.status, ['active', 'no_show']),
          gte(bookings.startAt, from),
          lt(bookings.startAt, to),
        ),
      ),
    takenForSessions(db, first, last),
  ]);
  return { bookings: Number(row?.bookings ?? 0), revenuePence };
}

/** The running A/B tests (goal: booking confirmed), each with who leads. */
async function runningExperiments(db: Database): Promise<ExperimentLeader[]> {
  const results = await experimentResults(db, 'booking_confirmed');
  return results
    .filter((result) => result.state.status === 'running')
    .map((result) => {
      const compared = result.variants.flatMap((variant) =>
        variant.comparison?.status === 'compared'
          ? [{ name: variant.name, chance: variant.comparison.chanceToBeatControl }]
          : [],
      );
      const leader = compared.sort((a, b) => b.chance - a.chance)[0];
      const standing = !leader
        ? 'not enough data yet'
        : leader.chance === 0.5
          ? 'no leader yet'
          : leader.chance > 0.5
            ? `${leader.name} leads, ${Math.round(leader.chance * 100)}% chance to beat the control`
            : `the control leads, ${Math.round((1 - leader.chance) * 100)}% chance it is better`;
      return { id: result.id, name: experiments[result.id].name, standing };
    });
}

async function deadJobs(db: Database) {
  const jobs = tables.outboxJobs;
  const rows = await db
    .select({ kind: jobs.kind, n: count() })
    .from(jobs)
    .where(and(eq(jobs.status, 'dead'), inArray(jobs.kind, [MAIL_DELIVERY_JOB, CRM_FORWARD_JOB])))
    .groupBy(jobs.kind);
  const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.n ?? 0);
  return { mail: of(MAIL_DELIVERY_JOB), crm: of(CRM_FORWARD_JOB) };
}

/**
 * Everything the dashboard shows, for this admin. Reading it marks the leads as seen: the next visit
 * counts the leads that came after this one.
 */
export async function dashboardFigures(
  db: Database,
  adminId: string,
  now = new Date(),
): Promise<DashboardFigures> {
  const today = londonDateOf(now);
  const [monday, sunday] = weekAround(today);
  const users = tables.users;
  const [seen] = await db
    .select({ leadsSeenAt: users.leadsSeenAt })
    .from(users)
    .where(eq(users.id, adminId));
  const leadsSince = seen?.leadsSeenAt ?? null;
  const [todayFigure, weekFigure, newLeads, [open], running, views, conversions, failed] =
    await Promise.all([
      bookingsBetween(db, today, today),
      bookingsBetween(db, monday, sunday),
      countLeadsSince(db, leadsSince),
      db
        .select({ n: count() })
        .from(tables.jobApplications)
        .where(notInArray(tables.jobApplications.status, ['hired', 'rejected'])),
      runningExperiments(db),
      pageViewSummary(db, 7),
      confirmedEventTotals(db, 7, now),
      deadJobs(db),
    ]);
  await db.update(users).set({ leadsSeenAt: now }).where(eq(users.id, adminId));
  return {
    today: { date: today, ...todayFigure },
    week: { date: monday, to: sunday, ...weekFigure },
    newLeads,
    leadsSince,
    openApplications: Number(open?.n ?? 0),
    experiments: running,
    pageViews7Days: views.views,
    conversions7Days: conversions,
    failedDeliveries: failed,
  };
}
