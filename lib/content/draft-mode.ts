// Checks the one-hour secret the Presentation tool stores in the dataset before it opens the site in
// draft mode (the same rule as @sanity/preview-url-secret), read from the local lake or the hosted
// project, wherever the Studio wrote it.
import { draftMode } from 'next/headers';
import { z } from 'zod';
import { safeRedirectPath } from '../auth/redirect';
import { fail, redirectTo } from '../http';
import { route } from '../http/route';
import { readRawContent } from './fetch';

const SECRET_TTL_SECONDS = 3600;
const SECRET_QUERY = `*[_type == "sanity.previewUrlSecret" && secret == $secret
  && dateTime(_updatedAt) > dateTime(now()) - ${SECRET_TTL_SECONDS}][0]._id`;

/** Whether an editor's Studio created this preview secret within the last hour. */
export async function isValidPreviewSecret(secret: string): Promise<boolean> {
  if (!/^[\w-]{8,200}$/.test(secret)) return false;
  return typeof (await readRawContent<string | null>(SECRET_QUERY, { secret })) === 'string';
}

const previewQuery = z.object({
  'sanity-preview-secret': z.string().max(200).default(''),
  'sanity-preview-pathname': z.string().max(2000).optional(),
  redirect: z.string().max(2000).optional(),
});

/**
 * `GET /api/draft-mode/enable`: the Presentation tool opens the site here. With a valid preview
 * secret from the Studio, draft mode is turned on and the editor lands on the page asked for; 401
 * without one.
 */
export const enableDraftMode = route({
  query: previewQuery,
  async handle({ query }) {
    if (!(await isValidPreviewSecret(query['sanity-preview-secret']))) {
      return fail(401, 'This preview link is invalid or has expired. Open it from the Studio.');
    }
    (await draftMode()).enable();
    return redirectTo(safeRedirectPath(query['sanity-preview-pathname'], '/'));
  },
});

/** `GET /api/draft-mode/disable`: the "Exit preview" link; back to the page as visitors see it. */
export const disableDraftMode = route({
  query: previewQuery,
  async handle({ query }) {
    (await draftMode()).disable();
    return redirectTo(safeRedirectPath(query.redirect, '/'));
  },
});
