// When imports are fetched again: a job per studio on the outbox queue (claimed with SKIP LOCKED, so
// with N instances one of them runs it), which books its own next run, as housekeeping does.
import { and, eq, lt, sql } from 'drizzle-orm';
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
 * the next run unless another pending job has a smaller id. Two jobs that ran at once (two requests
 * scheduled together) so leave exactly one successor, never none.
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
        self ? lt(jobs.id, self) : undefined,
      ),
    )
    .limit(1);
  if (pending) return;
  const payload: CalendarRefreshPayload = { studioId };
  await enqueueJob(db, CALENDAR_REFRESH_JOB, payload, { runAfter });
}
