import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import type { LeadStatus } from '../db/schema';
import { tables } from '../db';
import { CRM_FORWARD_JOB } from '../crm/queue';

/** Where a contact message stands with the CRM it is forwarded to. */
export type CrmDelivery =
  | { state: 'delivered'; provider: 'local' | 'hubspot'; at: Date | null }
  | { state: 'queued'; jobId: string }
  | { state: 'retrying'; jobId: string; attempts: number; error: string; nextTryAt: Date }
  | { state: 'failed'; jobId: string; attempts: number; error: string }
  | { state: 'missing' };

export type InboxMessage = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  receivedAt: Date;
  status: LeadStatus;
  delivery: CrmDelivery;
};

type JobColumns = {
  jobId: string | null;
  jobStatus: 'pending' | 'done' | 'dead' | null;
  attempts: number | null;
  lastError: string | null;
  runAfter: Date | null;
  finishedAt: Date | null;
  provider: 'local' | 'hubspot' | null;
};

function deliveryOf(job: JobColumns): CrmDelivery {
  if (!job.jobId || !job.jobStatus) return { state: 'missing' };
  if (job.jobStatus === 'done') {
    return { state: 'delivered', provider: job.provider ?? 'local', at: job.finishedAt };
  }
  const attempts = job.attempts ?? 0;
  const error = job.lastError ?? 'Unknown error';
  if (job.jobStatus === 'dead') return { state: 'failed', jobId: job.jobId, attempts, error };
  if (!job.lastError) return { state: 'queued', jobId: job.jobId };
  return { state: 'retrying', jobId: job.jobId, attempts, error, nextTryAt: job.runAfter! };
}

/**
 * The newest contact messages (those matching `where`, when given), each with the state of its
 * forwarding to the CRM.
 */
export async function listInboxMessages(
  db: Database,
  options: { where?: SQL; limit?: number } = {},
): Promise<InboxMessage[]> {
  const messages = tables.contactMessages;
  const jobs = tables.outboxJobs;
  const submissions = tables.crmSubmissions;
  const rows = await db
    .select({
      id: messages.id,
      name: messages.name,
      email: messages.email,
      phone: messages.phone,
      message: messages.message,
      receivedAt: messages.createdAt,
      status: messages.leadStatus,
      jobId: jobs.id,
      jobStatus: jobs.status,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      runAfter: jobs.runAfter,
      finishedAt: jobs.finishedAt,
      provider: submissions.provider,
    })
    .from(messages)
    .leftJoin(
      jobs,
      and(
        eq(jobs.kind, CRM_FORWARD_JOB),
        sql`${jobs.payload}->>'contactMessageId' = ${messages.id}::text`,
      ),
    )
    .leftJoin(submissions, eq(submissions.contactMessageId, messages.id))
    .where(options.where)
    .orderBy(desc(messages.createdAt))
    .limit(options.limit ?? 100);
  // A lead delivered twice (a retry racing a worker) has two submission rows: list the message once.
  const seen = new Set<string>();
  return rows.flatMap(
    ({ jobId, jobStatus, attempts, lastError, runAfter, finishedAt, provider, ...message }) => {
      if (seen.has(message.id)) return [];
      seen.add(message.id);
      const job = { jobId, jobStatus, attempts, lastError, runAfter, finishedAt, provider };
      return [{ ...message, delivery: deliveryOf(job) }];
    },
  );
}
