// When imports are fetched again: a job per studio on the outbox queue (claimed with SKIP LOCKED, so
// with N instances one of them runs it), which books its own next run, as housekeeping does.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { enqueueJob } from '../jobs/queue';

export const CALENDAR_REFRESH_JOB = 'calendar.refresh-import';
/** Calendar apps poll about this often too; a busy time added outside reaches availability within it. */
export const CALENDAR_REFRESH_INTERVAL_MS = 15 * 60_000;

export type CalendarRefreshPayload = { studioId: string };

/**
 * Makes sure a refresh of the studio's import is pending, at `runAfter` unless one already is (the
 * one running counts: it is still pending). `self` is the job that asks, from its own run: it books
 * the next run unless another pending job will: one not claimed yet (it books when it runs) or a
 * claimed one with a smaller id. Two jobs that ran together (two requests scheduled at once) so
 * leave exactly one successor, never none, whichever runs first.
 */
export async function scheduleCalendarRefresh(
  db: Database,
  studioId: string,
  runAfter: Date,
  self?: string,
): Promise<void> {
  const jobs = tables.outboxJobs;
  const [pending] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, CALENDAR_REFRESH_JOB),
        eq(jobs.status, 'pending'),
        sql`${jobs.payload}->>'studioId' = ${studioId}`,
        self ? or(eq(jobs.attempts, 0), lt(jobs.id, self)) : undefined,
      ),
    )
    .limit(1);
  if (pending) return;
  const payload: CalendarRefreshPayload = { studioId };
  await enqueueJob(db, CALENDAR_REFRESH_JOB, payload, { runAfter });
}
