// The lake's HTTP API mounted in the app: the Studio signs in through the app's own admin session
// (no separate login), and every commit revalidates the cached content reads, on this instance and,
// with PostgreSQL, on every other one (the commit relay). It can also serve a site elsewhere as its
// hosted project (LAKE_CORS_ORIGINS, and a signed webhook per publish to LAKE_WEBHOOK_URL). The API
// speaks Sanity's protocol (its own tokens and error shapes), so it is mounted as is, not as a
// `route()`. It lives in lib/content, above lib/lake: the lake knows nothing of the app's sessions,
// caches or jobs.
import { getCurrentUser, loginPathFor } from '../auth/guards';
import { findUserById, isCurrentAdminSession } from '../auth/users';
import { revalidateCommitted } from './fetch';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { getDb } from '../db';
import { kickJobWorker } from '../jobs/worker';
import { appEnv } from '../env';
import { fail, ok } from '../http';
import { route } from '../http/route';
import { handleLakeRequest, type AppSession } from '../lake/api';
import {
  getContentDb,
  listenForCommits,
  loggedTransaction,
  notifyCommit,
  type CommittedTransaction,
} from '../lake/store';
import { queueWebhooks } from '../lake/webhooks';

const appSession: AppSession = {
  async current() {
    const user = await getCurrentUser();
    const row = user ? await findUserById(await getDb(), user.id) : null;
    if (!row) return null;
    return {
      user: { id: row.id, name: row.name, email: row.email },
      admin: row.role === 'admin',
      sessionVersion: row.sessionVersion,
    };
  },
  signInUrl: loginPathFor,
  // A Studio token lives as long as its holder is an unsuspended admin whose sessions it was issued
  // with: suspension, demotion, deletion, a password change or reset and "end sessions" all end it.
  holderIsCurrent: async (userId, sessionVersion) =>
    isCurrentAdminSession(await getDb(), userId, sessionVersion),
};

export async function serveLake(
  request: Request,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const db = await getContentDb();
  return handleLakeRequest(request, (await params).path, {
    db,
    onCommit: (transaction) => {
      revalidateCommitted(transaction);
      void sendWebhooks(transaction);
    },
    appSession,
    corsOrigins: appEnv().LAKE_CORS_ORIGINS,
  });
}

async function sendWebhooks(transaction: CommittedTransaction) {
  const { LAKE_WEBHOOK_URL: url, LAKE_WEBHOOK_SECRET: secret } = appEnv();
  if (!url || !secret) return;
  try {
    if (await queueWebhooks(await getDb(), transaction, url)) kickJobWorker();
  } catch (error) {
    console.error('[content] the publish webhook could not be queued', error);
  }
}

const relay = globalThis as typeof globalThis & { __commitRelay?: { secret: string } };
const RELAY_HEADER = 'x-commit-relay';

/**
 * With PostgreSQL, hears the other instances' commits and replays each through this instance's own
 * `POST /api/content/commits`: revalidating needs a request of this server, and live streams must
 * hear of a change only after the pages they refresh have been revalidated. Started once per process
 * by the readiness check, like the job worker.
 */
export function startCommitRelay() {
  const url = appEnv().DATABASE_URL;
  if (!url || relay.__commitRelay) return;
  const secret = randomBytes(32).toString('hex');
  relay.__commitRelay = { secret };
  const self = `http://127.0.0.1:${process.env.PORT ?? 3000}/api/content/commits`;
  listenForCommits(url, async (seq) => {
    const response = await fetch(self, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [RELAY_HEADER]: secret },
      body: JSON.stringify({ seq }),
    });
    if (!response.ok) throw new Error(`the relay answered ${response.status}`);
  });
}

function fromThisProcess(request: Request): boolean {
  const given = Buffer.from(request.headers.get(RELAY_HEADER) ?? '');
  const expected = Buffer.from(relay.__commitRelay?.secret ?? '');
  return (
    expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected)
  );
}

/** `POST /api/content/commits`: only this process's relay; revalidates, then tells live streams. */
export const applyRemoteCommit = route({
  body: z.object({ seq: z.number().int().positive() }),
  async handle({ body, request }) {
    if (!fromThisProcess(request)) return fail(403, 'Only this server relays commits.');
    const db = await getContentDb();
    const transaction = await loggedTransaction(db, body.seq);
    if (!transaction) return fail(404, 'No such commit.');
    revalidateCommitted(transaction);
    notifyCommit(db, transaction);
    return ok({ applied: transaction.transactionId });
  },
});
