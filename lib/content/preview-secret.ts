// Checks the one-hour secret the Presentation tool stores in the lake before it opens the site in
// draft mode (the same rule as @sanity/preview-url-secret, read straight from the local store).
import { queryDocuments } from './store';
import type { Database } from '../db';

const SECRET_TTL_SECONDS = 3600;
const SECRET_QUERY = `*[_type == "sanity.previewUrlSecret" && secret == $secret
  && dateTime(_updatedAt) > dateTime(now()) - ${SECRET_TTL_SECONDS}][0]._id`;

/** Whether an editor's Studio created this preview secret within the last hour. */
export async function isValidPreviewSecret(db: Database, secret: string): Promise<boolean> {
  if (!/^[\w-]{8,200}$/.test(secret)) return false;
  const { result } = await queryDocuments<string | null>(db, SECRET_QUERY, { secret }, 'raw');
  return typeof result === 'string';
}
