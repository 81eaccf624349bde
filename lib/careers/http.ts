import type { Database } from '../db';
import { clientIp, jsonError, parseMultipartBody, rejectCrossSite, validationError } from '../http';
import { consumeRateLimit, tooManyRequests } from '../rate-limit';
import {
  CV_MAX_BYTES,
  CV_MISSING_MESSAGE,
  CV_TOO_LARGE_MESSAGE,
  jobApplicationSchema,
} from '../validation/careers';
import { submitApplication, type OpenJob } from './applications';

export const APPLICATION_RATE_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;
// The CV plus the text fields and multipart framing.
const APPLICATION_MAX_BODY_BYTES = CV_MAX_BYTES + 64 * 1024;

export type ApplicationRouteOptions = {
  /** The open job with this document id, or null when there is none (closed, unpublished, unknown). */
  findOpenJob: (jobId: string) => Promise<OpenJob | null>;
  onStored?: () => void;
  now?: Date;
};

const cvError = (status: number, message: string) =>
  jsonError(status, message, { fieldErrors: { cv: [message] } });

/**
 * `POST /api/careers/applications` (multipart: the fields of the form and `cv`): 403 cross-site,
 * 415/413/400 bad body, 429 too many, 404 no such open job, 422 not a CV, 201 stored.
 */
export async function handleApplicationPost(
  db: Database,
  request: Request,
  options: ApplicationRouteOptions,
): Promise<Response> {
  const crossSite = rejectCrossSite(request);
  if (crossSite) return crossSite;
  const body = await parseMultipartBody(request, APPLICATION_MAX_BODY_BYTES);
  if (!body.ok) {
    return body.response.status === 413 ? cvError(413, CV_TOO_LARGE_MESSAGE) : body.response;
  }
  const form = body.data;

  const textFields = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const fields = jobApplicationSchema.safeParse(textFields);
  if (!fields.success) return validationError(fields.error);
  const cv = form.get('cv');
  if (!(cv instanceof File) || cv.size === 0) return cvError(400, CV_MISSING_MESSAGE);
  if (cv.size > CV_MAX_BYTES) return cvError(413, CV_TOO_LARGE_MESSAGE);

  const verdict = await consumeRateLimit(
    db,
    { key: `careers:ip:${clientIp(request)}`, ...APPLICATION_RATE_LIMIT },
    options.now,
  );
  if (!verdict.allowed) {
    return tooManyRequests(verdict, 'Too many applications sent. Please try again later.');
  }

  const { jobId, ...applicant } = fields.data;
  const job = await options.findOpenJob(jobId);
  if (!job) return jsonError(404, 'This role is no longer open for applications.');

  const outcome = await submitApplication(db, job, applicant, {
    bytes: new Uint8Array(await cv.arrayBuffer()),
    fileName: cv.name,
  });
  if (!outcome.ok) return cvError(outcome.status, outcome.message);
  options.onStored?.();
  return Response.json(
    {
      reference: outcome.applicationId,
      message: `Thank you for applying for ${job.title}.`,
    },
    { status: 201 },
  );
}
