import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { safeRedirectPath } from '@/lib/auth/redirect';

/** Leaves draft mode (the "Exit preview" link) and returns to the page, now as visitors see it. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  redirect(safeRedirectPath(new URL(request.url).searchParams.get('redirect'), '/'));
}
