import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { safeRedirectPath } from '@/lib/auth/redirect';
import { isValidPreviewSecret } from '@/lib/content/preview-secret';
import { getContentDb } from '@/lib/content/store';
import { jsonError } from '@/lib/http';

export const runtime = 'nodejs';

/**
 * The Presentation tool opens the site here: with a valid preview secret from the Studio, draft mode
 * is turned on and the editor lands on the page asked for. Without one: 401.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const secret = url.searchParams.get('sanity-preview-secret') ?? '';
  if (!(await isValidPreviewSecret(await getContentDb(), secret))) {
    return jsonError(401, 'This preview link is invalid or has expired. Open it from the Studio.');
  }
  (await draftMode()).enable();
  redirect(safeRedirectPath(url.searchParams.get('sanity-preview-pathname'), '/'));
}
