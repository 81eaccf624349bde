import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import { appEnv } from '../env';
import { queueMail } from '../mail';
import { deleteUpload, storeUpload } from '../uploads';
import type { JobApplicationFields } from '../validation/careers';
import { inspectCv, safeFileName } from './cv';
import type { ApplicationFilters } from './filters';

export type OpenJob = { id: string; title: string };

export type ApplicationOutcome =
  { ok: true; applicationId: string } | { ok: false; status: 413 | 422; message: string };

/**
 * Stores the CV, then the application and both e-mails (to the applicant and to the studio) in one
 * transaction. If the database refuses, the stored file is removed again, so nothing is left half-done.
 */
export async function submitApplication(
  db: Database,
  job: OpenJob,
  fields: Omit<JobApplicationFields, 'jobId'>,
  cv: { bytes: Uint8Array; fileName: string },
): Promise<ApplicationOutcome> {
  const verdict = await inspectCv(cv.bytes);
  if (!verdict.ok) return verdict;
  const storageKey = await storeUpload('cv', cv.bytes, verdict.extension);
  try {
    const applicationId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tables.jobApplications)
        .values({
          jobId: job.id,
          jobTitle: job.title,
          name: fields.name,
          email: fields.email,
          phone: fields.phone ?? null,
          coverNote: fields.coverNote,
          cvStorageKey: storageKey,
          cvFileName: safeFileName(cv.fileName, verdict.extension),
          cvContentType: verdict.contentType,
          cvBytes: cv.bytes.byteLength,
        })
        .returning({ id: tables.jobApplications.id });
      if (!row) throw new Error('The application was not stored');
      await queueMail(tx, 'job-application-received', {
        to: fields.email,
        subject: `We received your application: ${job.title}`,
        text: [
          `Hi ${fields.name},`,
          '',
          `Thank you for applying for ${job.title}. Your application and CV reached us safely.`,
          'We read every application and will reply by e-mail, usually within two weeks.',
          '',
          `Your reference: ${row.id}`,
        ].join('\n'),
      });
      await queueMail(tx, 'job-application-notification', {
        to: appEnv().STUDIO_INBOX_EMAIL,
        subject: `New application: ${job.title} from ${fields.name}`,
        text: [
          `${fields.name} <${fields.email}>${fields.phone ? `, ${fields.phone}` : ''} applied for ${job.title}.`,
          '',
          fields.coverNote || '(no cover note)',
          '',
          `Reference: ${row.id}. The CV is in the admin area under Talent & HR.`,
        ].join('\n'),
      });
      return row.id;
    });
    return { ok: true, applicationId };
  } catch (error) {
    await deleteUpload(storageKey);
    throw error;
  }
}

export type ApplicationSummary = typeof tables.jobApplications.$inferSelect;

/** Newest first, optionally for one job and at one status: what the admin's talent page lists. */
export function listApplications(
  db: Database,
  filters: ApplicationFilters = {},
): Promise<ApplicationSummary[]> {
  const jobs = tables.jobApplications;
  return db
    .select()
    .from(jobs)
    .where(
      and(
        filters.job ? eq(jobs.jobId, filters.job) : undefined,
        filters.status ? eq(jobs.status, filters.status) : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt));
}

const applicationId = z.uuid();

/** One application by its id (the reference the applicant was given), or null. */
export async function findApplication(
  db: Database,
  id: string,
): Promise<ApplicationSummary | null> {
  if (!applicationId.safeParse(id).success) return null;
  const [row] = await db
    .select()
    .from(tables.jobApplications)
    .where(eq(tables.jobApplications.id, id));
  return row ?? null;
}
