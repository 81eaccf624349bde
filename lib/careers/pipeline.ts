import { count, eq, max } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { queueMail } from '../mail';
import { addNote, type Note } from '../notes';
import { applicantMail } from './applicant-mail';
import { findApplication, type ApplicationSummary } from './applications';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationChange,
  type ApplicationStatus,
} from './statuses';

// The talent pipeline: an application moves between statuses, gathers admins' notes, and the applicant
// can be e-mailed from the template of the new status, all in one transaction.

export type StatusChangeOutcome =
  | {
      ok: true;
      before: ApplicationSummary;
      after: ApplicationSummary;
      note: Note | null;
      /** The outbox message's id when the applicant was e-mailed. */
      mailId: string | null;
    }
  | { ok: false; status: 404 | 422; message: string };

/**
 * Moves an application to `change.status` (any status to any other), adds the note, and queues the
 * applicant's e-mail when asked. The same status with neither a note nor an e-mail is refused (422).
 */
export async function changeApplicationStatus(
  db: Database,
  id: string,
  change: ApplicationChange,
  context: { author: { id: string; email: string }; now: Date },
): Promise<StatusChangeOutcome> {
  // Checks the id's form, so a malformed one is simply unknown.
  if (!(await findApplication(db, id))) return unknownApplication;
  const jobs = tables.jobApplications;
  return db.transaction(async (tx): Promise<StatusChangeOutcome> => {
    const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!before) return unknownApplication;
    const moved = before.status !== change.status;
    const body = change.note?.trim() ?? '';
    if (!moved && !body && !change.notifyApplicant) {
      return {
        ok: false,
        status: 422,
        message: `The application is already at ${APPLICATION_STATUS_LABELS[before.status]}: choose another status, or write a note.`,
      };
    }
    let after = before;
    if (moved) {
      const [updated] = await tx
        .update(jobs)
        .set({ status: change.status, statusChangedAt: context.now })
        .where(eq(jobs.id, id))
        .returning();
      after = updated!;
    }
    const note = body
      ? await addNote(tx, { subject: 'application', subjectId: id, body, author: context.author })
      : null;
    let mailId: string | null = null;
    if (change.notifyApplicant) {
      const { kind, mail } = applicantMail(after, after.status);
      mailId = await queueMail(tx, kind, mail);
    }
    return { ok: true, before, after, note, mailId };
  });
}

const unknownApplication = {
  ok: false,
  status: 404,
  message: 'There is no application with this reference.',
} as const;

export type PostingCounts = {
  jobId: string;
  /** The title its applications were sent under (the last alphabetically, should it have changed). */
  jobTitle: string;
  total: number;
  byStatus: Record<ApplicationStatus, number>;
};

/** Every job that has applications, with how many are at each status, by title. */
export async function postingCounts(db: Database): Promise<PostingCounts[]> {
  const jobs = tables.jobApplications;
  const rows = await db
    .select({
      jobId: jobs.jobId,
      jobTitle: max(jobs.jobTitle),
      status: jobs.status,
      count: count(),
    })
    .from(jobs)
    .groupBy(jobs.jobId, jobs.status);
  const postings = new Map<string, PostingCounts>();
  for (const row of rows) {
    const posting = postings.get(row.jobId) ?? {
      jobId: row.jobId,
      jobTitle: row.jobTitle ?? row.jobId,
      total: 0,
      byStatus: Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
        ApplicationStatus,
        number
      >,
    };
    if (row.jobTitle && row.jobTitle > posting.jobTitle) posting.jobTitle = row.jobTitle;
    posting.byStatus[row.status] = row.count;
    posting.total += row.count;
    postings.set(row.jobId, posting);
  }
  return [...postings.values()].sort(
    (a, b) => a.jobTitle.localeCompare(b.jobTitle, 'en-GB') || a.jobId.localeCompare(b.jobId),
  );
}
