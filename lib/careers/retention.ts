import { lt } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { deleteNotesOf } from '../notes';
import { deleteUpload } from '../uploads';

// UK GDPR: an application is kept only as long as the recruitment needs it. The clock runs from its
// last status change (a new one's is its arrival), so nothing is deleted while it is still moving.

/** Deletes the applications untouched since `cutoff`, with their notes and CV files; says how many. */
export async function pruneOldApplications(db: Database, cutoff: Date): Promise<number> {
  const jobs = tables.jobApplications;
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(jobs)
      .where(lt(jobs.statusChangedAt, cutoff))
      .returning({ id: jobs.id, cvStorageKey: jobs.cvStorageKey });
    await deleteNotesOf(
      tx,
      'application',
      rows.map((row) => row.id),
    );
    return rows;
  });
  // After the commit: a file is never removed for a row that stays.
  for (const { cvStorageKey } of removed) {
    await deleteUpload(cvStorageKey).catch((error: unknown) => {
      console.error(`[housekeeping] the CV ${cvStorageKey} could not be deleted`, error);
    });
  }
  return removed.length;
}
