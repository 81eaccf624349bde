// The lake's HTTP API mounted in the app: the Studio signs in through the app's own admin session
// (no separate login), and every commit revalidates the cached content reads. The API speaks
// Sanity's protocol (its own tokens and error shapes), so it is mounted as is, not as a `route()`.
import { getCurrentUser, loginPathFor } from '../auth/guards';
import { findUserById } from '../auth/users';
import { revalidateCommitted } from '../content/fetch';
import { getDb } from '../db';
import { handleLakeRequest, type AppSession } from './api';
import { getContentDb } from './store';

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

export async function serveLake(
  request: Request,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  return handleLakeRequest(request, (await params).path, {
    db: await getContentDb(),
    onCommit: (transaction) => revalidateCommitted(transaction),
    appSession,
  });
}
