import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';

/** `now` is the runner's clock, so a handler that depends on the time follows the clock a test sets. */
export type JobContext = { db: Database; attempt: number; jobId: string; now: Date };
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export const MAX_JOB_ATTEMPTS = 10;
// A claimed job is invisible to other workers for this long; if its worker dies it becomes due again.
const CLAIM_LEASE_MS = 5 * 60_000;

/** Exponential backoff: 30 s, 1 min, 2 min ... capped at one hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 60 * 60_000);
}

export async function enqueueJob(
  db: Database,
  kind: string,
  payload: unknown,
  options: { runAfter?: Date } = {},
): Promise<string> {
  const [row] = await db
    .insert(tables.outboxJobs)
    .values({ kind, payload, runAfter: options.runAfter ?? new Date() })
    .returning({ id: tables.outboxJobs.id });
  if (!row) throw new Error('The job was not stored');
  return row.id;
}

export type RunSummary = { done: number; retried: number; dead: number };

/**
 * Claims the jobs that are due and runs each once; failures are rescheduled or, after the last try,
 * kept as dead. When `shouldStop()` turns true (the instance is shutting down), the claimed jobs not
 * yet started are handed back: due now, their attempt not counted, for another worker to take.
 */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  options: { now?: Date; limit?: number; ids?: string[]; shouldStop?: () => boolean } = {},
): Promise<RunSummary> {
  const now = options.now ?? new Date();
  const jobs = tables.outboxJobs;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'pending'),
        lte(jobs.runAfter, now),
        options.ids ? inArray(jobs.id, options.ids) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAfter))
    .limit(options.limit ?? 20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      attempts: sql`${jobs.attempts} + 1`,
      runAfter: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(inArray(jobs.id, due))
    .returning();

  const summary: RunSummary = { done: 0, retried: 0, dead: 0 };
  for (const [index, job] of claimed.entries()) {
    if (options.shouldStop?.()) {
      const unstarted = claimed.slice(index).map((left) => left.id);
      await db
        .update(jobs)
        .set({ attempts: sql`${jobs.attempts} - 1`, runAfter: now })
        .where(inArray(jobs.id, unstarted));
      break;
    }
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
      await handler(job.payload, { db, attempt: job.attempts, jobId: job.id, now });
      await db
        .update(jobs)
        .set({ status: 'done', finishedAt: new Date(), lastError: null })
        .where(eq(jobs.id, job.id));
      summary.done += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const dead = job.attempts >= MAX_JOB_ATTEMPTS;
      await db
        .update(jobs)
        .set(
          dead
            ? { status: 'dead', lastError: message, finishedAt: new Date() }
            : {
                lastError: message,
                runAfter: new Date(now.getTime() + retryDelayMs(job.attempts)),
              },
        )
        .where(eq(jobs.id, job.id));
      if (dead) summary.dead += 1;
      else summary.retried += 1;
    }
  }
  return summary;
}

/**
 * Runs one job that has not been delivered yet right away (an admin's "Retry now"), whether it is
 * waiting for its next try or gave up. Returns null when there is no such job or it is already done.
 * A job a worker is running at this very moment may be tried twice; the CRM and mail jobs tolerate that.
 */
export async function retryJobNow(
  db: Database,
  handlers: JobHandlers,
  id: string,
  kind: string,
): Promise<RunSummary | null> {
  const jobs = tables.outboxJobs;
  const now = new Date();
  const reopened = await db
    .update(jobs)
    .set({ status: 'pending', runAfter: now, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.kind, kind), ne(jobs.status, 'done')))
    .returning({ id: jobs.id });
  if (reopened.length === 0) return null;
  return runDueJobs(db, handlers, { now, ids: [id] });
}
