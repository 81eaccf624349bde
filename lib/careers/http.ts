import { fetchContent } from '../content/fetch';
import { jobPostingByIdQuery } from '../content/queries';
import type { JobPostingByIdQueryResult } from '../content/sanity.types';
import { z } from 'zod';
import { fail, ok, raw, validationFailure } from '../http';
import { route } from '../http/route';
import {
  CV_MAX_BYTES,
  CV_MISSING_MESSAGE,
  CV_TOO_LARGE_MESSAGE,
  jobApplicationSchema,
} from '../validation/careers';
import { readUpload } from '../uploads';
import { notesFor } from '../notes';
import {
  findApplication,
  listApplications,
  submitApplication,
  type ApplicationSummary,
  type OpenJob,
} from './applications';
import { applicationFiltersSchema } from './filters';
import { isAcceptingApplications } from './open';
import { changeApplicationStatus, postingCounts } from './pipeline';
import { applicationChangeSchema } from './statuses';

export const APPLICATION_RATE_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;
// The CV plus the text fields and multipart framing.
const APPLICATION_MAX_BODY_BYTES = CV_MAX_BYTES + 64 * 1024;

/** The open job with this document id, or null when there is none (closed, unpublished, unknown). */
export type FindOpenJob = (jobId: string) => Promise<OpenJob | null>;

/** The published job posting with this id while it takes applications. */
async function publishedOpenJob(id: string): Promise<OpenJob | null> {
  const job = await fetchContent<JobPostingByIdQueryResult>(jobPostingByIdQuery, { id });
  return job && isAcceptingApplications(job) ? { id: job._id, title: job.title } : null;
}

const cvFailure = (status: number, message: string) =>
  fail(status, message, { fieldErrors: { cv: [message] } });

/**
 * `POST /api/careers/applications` (multipart: the fields of the form and `cv`): 403 cross-site,
 * 415/413/400 bad body, 429 too many, 404 no such open job, 422 not a CV, 201 stored.
 * Open jobs are read from published content (tests give their own `findOpenJob`).
 */
export function applyForJob(findOpenJob: FindOpenJob = publishedOpenJob) {
  return route({
    body: {
      multipart: APPLICATION_MAX_BODY_BYTES,
      tooLarge: cvFailure(413, CV_TOO_LARGE_MESSAGE),
    },
    rateLimit: {
      bucket: 'careers',
      ...APPLICATION_RATE_LIMIT,
      message: 'Too many applications sent. Please try again later.',
    },
    async handle({ db, body: form, kickJobs }) {
      const textFields = Object.fromEntries(
        [...form.entries()].filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      const fields = jobApplicationSchema.safeParse(textFields);
      if (!fields.success) return validationFailure(fields.error);
      const cv = form.get('cv');
      if (!(cv instanceof File) || cv.size === 0) return cvFailure(400, CV_MISSING_MESSAGE);
      if (cv.size > CV_MAX_BYTES) return cvFailure(413, CV_TOO_LARGE_MESSAGE);

      const { jobId, ...applicant } = fields.data;
      const job = await findOpenJob(jobId);
      if (!job) return fail(404, 'This role is no longer open for applications.');

      const outcome = await submitApplication(db, job, applicant, {
        bytes: new Uint8Array(await cv.arrayBuffer()),
        fileName: cv.name,
      });
      if (!outcome.ok) return cvFailure(outcome.status, outcome.message);
      kickJobs();
      return ok(
        { reference: outcome.applicationId, message: `Thank you for applying for ${job.title}.` },
        201,
      );
    },
  });
}

/** `GET /admin/talenthr/cv/{id}`: an applicant's CV, for admins only, always as a download. */
export const downloadCv = route({
  access: 'admin',
  params: z.object({ id: z.string().max(100) }),
  async handle({ db, params }) {
    const application = await findApplication(db, params.id);
    if (!application) return fail(404, 'There is no application with this reference.');
    const bytes = await readUpload(application.cvStorageKey);
    return raw(new Uint8Array(bytes), 200, {
      'Content-Type': application.cvContentType,
      'Content-Disposition': `attachment; filename="${application.cvFileName}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  },
});

/** What the back office's API shows of an application: all but where its CV is stored. */
function applicationView({ cvStorageKey: _, ...application }: ApplicationSummary) {
  return application;
}

/**
 * `GET /api/admin/applications?job=&status=`: the postings with their counts per status, and the
 * applications that match (newest first) with their notes; admins only. Values that do not fit a
 * filter are ignored.
 */
export const listPipeline = route({
  access: 'admin',
  query: applicationFiltersSchema,
  async handle({ db, query }) {
    const [postings, applications] = await Promise.all([
      postingCounts(db),
      listApplications(db, query),
    ]);
    const notes = await notesFor(
      db,
      'application',
      applications.map((application) => application.id),
    );
    return ok(
      {
        postings,
        applications: applications.map((application) => ({
          ...applicationView(application),
          notes: notes.get(application.id) ?? [],
        })),
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  },
});

/**
 * `PATCH /api/admin/applications/{id}` `{ status, note?, notifyApplicant? }`: moves the application,
 * adds the note to its thread and, when asked, queues the new status's e-mail to the applicant.
 * 400 unknown status, 404 no such application, 422 nothing would change; admins only, audited.
 */
export const updateApplication = route({
  access: 'admin',
  params: z.object({ id: z.uuid() }),
  notFound: 'There is no application with this reference.',
  body: applicationChangeSchema,
  audit: { action: 'applications.status' },
  async handle({ db, user, params, body, now, audit, kickJobs }) {
    const outcome = await changeApplicationStatus(db, params.id, body, {
      author: { id: user.id, email: user.email },
      now,
    });
    if (!outcome.ok) return fail(outcome.status, outcome.message);
    const { before, after, note, mailId } = outcome;
    const emailed = mailId !== null;
    audit({
      action: before.status === after.status ? 'applications.update' : 'applications.status',
      target: { type: 'application', id: after.id, label: after.email },
      before: { status: before.status },
      after: { status: after.status, emailed },
    });
    if (emailed) kickJobs();
    return ok({ application: applicationView(after), note, emailed });
  },
});
