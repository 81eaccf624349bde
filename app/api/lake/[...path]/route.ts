// The local Content Lake: a Sanity-compatible HTTP API over the app database (see lib/content/lake).
import { findUserById, getCurrentUser, loginPathFor } from '@/lib/auth';
import { revalidateCommitted } from '@/lib/content/fetch';
import { handleLakeRequest, type AppSession } from '@/lib/content/lake';
import { getContentDb } from '@/lib/content/store';
import { getDb } from '@/lib/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

// The Studio signs in through the app's own admin session (no separate login).
const appSession: AppSession = {
  async current() {
    const user = await getCurrentUser();
    return user
      ? { user: { id: user.id, name: user.name, email: user.email }, admin: user.role === 'admin' }
      : null;
  },
  signInUrl: loginPathFor,
  async isAdmin(userId) {
    return (await findUserById(await getDb(), userId))?.role === 'admin';
  },
};

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params;
  return handleLakeRequest(request, path, {
    db: await getContentDb(),
    onCommit: (transaction) => revalidateCommitted(transaction),
    appSession,
  });
}

export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
  handle as HEAD,
};
