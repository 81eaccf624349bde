// Housekeeping: the tables that would otherwise only grow are pruned every hour by a job on the
// outbox queue (claimed with SKIP LOCKED, so with N instances one of them runs it).
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import { pruneOldApplications } from '../careers/retention';
import type { Database } from '../db';
import { tables } from '../db';
import { appEnv } from '../env';
import { enqueueJob } from '../jobs/queue';
import type { JobHandler } from '../jobs/queue';

export const HOUSEKEEPING_JOB = 'housekeeping';
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

const DAY_MS = 86_400_000;

export type Retention = {
  /**
   * Rate-limit windows: a day is plenty for the limits (an hour at most) and exactly the length of
   * the analytics budgets' windows (lib/experiments/daily-bounds), pruned once their day is over.
   */
  rateLimitWindowsMs: number;
  /** Idempotency keys guard retries of one request; a day later nobody retries. */
  idempotencyKeysMs: number;
  /** Used or expired sign-in, reset and invitation tokens, and ended sessions. */
  spentCredentialsMs: number;
  /**
   * The first-party page-view log and the stored visitor journeys. Together with the daily budgets
   * of lib/experiments/daily-bounds (10,000 rows a day each), these bound both tables' size.
   */
  pageViewsMs: number;
  journeyMs: number;
  /** Job applications, with their CVs and notes, after their last change (APPLICATION_RETENTION_DAYS). */
  applicationsMs: number;
};

/** The retention periods, the applications' as configured. */
export function currentRetention(): Retention {
  return {
    rateLimitWindowsMs: DAY_MS,
    idempotencyKeysMs: DAY_MS,
    spentCredentialsMs: DAY_MS,
    pageViewsMs: 395 * DAY_MS,
    journeyMs: 90 * DAY_MS,
    applicationsMs: appEnv().APPLICATION_RETENTION_DAYS * DAY_MS,
  };
}

export type PruneSummary = Record<
  | 'rateLimitWindows'
  | 'sessions'
  | 'accountTokens'
  | 'idempotencyKeys'
  | 'pageViews'
  | 'journeyEntries'
  | 'applications',
  number
>;

/** Deletes (or, for idempotency keys, forgets) what is past its retention; says how many of each. */
export async function pruneOldRows(
  db: Database,
  now: Date = new Date(),
  retention: Retention = currentRetention(),
): Promise<PruneSummary> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const spent = before(retention.spentCredentialsMs);
  const keysBefore = before(retention.idempotencyKeysMs);
  const count = (rows: unknown[]) => rows.length;

  const windows = tables.rateLimitWindows;
  const sessions = tables.userSessions;
  const tokens = tables.accountTokens;
  const bookings = tables.bookings;
  const messages = tables.contactMessages;

  return {
    rateLimitWindows: count(
      await db
        .delete(windows)
        .where(lt(windows.windowStart, before(retention.rateLimitWindowsMs)))
        .returning({ key: windows.key }),
    ),
    sessions: count(
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.endedAt, spent)))
        .returning({ id: sessions.id }),
    ),
    accountTokens: count(
      await db
        .delete(tokens)
        .where(or(lt(tokens.expiresAt, spent), lt(tokens.usedAt, spent)))
        .returning({ id: tokens.id }),
    ),
    idempotencyKeys:
      count(
        await db
          .update(bookings)
          .set({ idempotencyKey: null })
          .where(and(isNotNull(bookings.idempotencyKey), lt(bookings.createdAt, keysBefore)))
          .returning({ id: bookings.id }),
      ) +
      count(
        await db
          .update(messages)
          .set({ idempotencyKey: null })
          .where(and(isNotNull(messages.idempotencyKey), lt(messages.createdAt, keysBefore)))
          .returning({ id: messages.id }),
      ),
    pageViews: count(
      await db
        .delete(tables.pageViews)
        .where(lt(tables.pageViews.createdAt, before(retention.pageViewsMs)))
        .returning({ id: tables.pageViews.id }),
    ),
    journeyEntries: count(
      await db
        .delete(tables.journeyEntries)
        .where(lt(tables.journeyEntries.recordedAt, before(retention.journeyMs)))
        .returning({ id: tables.journeyEntries.id }),
    ),
    applications: await pruneOldApplications(db, before(retention.applicationsMs)),
  };
}

/** Makes sure one housekeeping run is pending (the one running counts: it is still pending). */
export async function scheduleHousekeeping(db: Database, now: Date = new Date()): Promise<void> {
  const jobs = tables.outboxJobs;
  const [pending] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, HOUSEKEEPING_JOB), eq(jobs.status, 'pending')))
    .limit(1);
  if (!pending) await enqueueJob(db, HOUSEKEEPING_JOB, {}, { runAfter: now });
}

/** Prunes, then books the next run an hour later. */
export function housekeepingHandler(): JobHandler {
  return async (_payload, { db }) => {
    const summary = await pruneOldRows(db);
    if (Object.values(summary).some((removed) => removed > 0)) {
      console.log('[housekeeping] pruned', JSON.stringify(summary));
    }
    await enqueueJob(
      db,
      HOUSEKEEPING_JOB,
      {},
      {
        runAfter: new Date(Date.now() + HOUSEKEEPING_INTERVAL_MS),
      },
    );
  };
}
