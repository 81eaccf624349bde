// The local lake as a hosted project's API for a site elsewhere: CORS for that site's Studio, its
// sign-in bridge returning there, and a signed webhook per published change (the hosted-mode e2e
// test, tests/e2e/hosted-mode.spec.ts, runs the whole path between two instances).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { describe, expect, it } from 'vitest';
import { runDueJobs } from '@/lib/jobs';
import { issueLakeToken, type CommittedTransaction } from '@/lib/lake';
import { startLakeServer } from '@/lib/lake/api/node-server';
import { LAKE_WEBHOOK_JOB, lakeWebhookHandler, queueWebhooks } from '@/lib/lake/webhooks';
import { enginesUnderTest } from '../fixtures/databases';

const STUDIO_ELSEWHERE = 'https://site.example';
const admin = { id: 'admin-1', name: 'Ada', email: 'ada@example.com' };
const engines = await enginesUnderTest();

describe.each(engines)('the lake as a hosted project on $engine', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== null)(skipReason ?? 'hosted project', () => {
    it('answers CORS for the allowed Studio origin only, and lets its token-bearing writes through', async () => {
      const handle = await open();
      const server = await startLakeServer({ db: handle.db, corsOrigins: [STUDIO_ELSEWHERE] });
      const token = await issueLakeToken(handle.db, admin);
      const mutate = (origin: string) =>
        fetch(`${server.origin}/api/lake/v2025-02-19/data/mutate/production`, {
          method: 'POST',
          headers: {
            origin,
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
          },
          body: JSON.stringify({
            mutations: [{ createOrReplace: { _id: 'faq-cors', _type: 'faq', question: origin } }],
          }),
        });
      try {
        const preflight = await fetch(`${server.origin}/api/lake/v2025-02-19/users/me`, {
          method: 'OPTIONS',
          headers: {
            origin: STUDIO_ELSEWHERE,
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'authorization',
          },
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-origin')).toBe(STUDIO_ELSEWHERE);
        expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization');

        const allowed = await mutate(STUDIO_ELSEWHERE);
        expect(allowed.status).toBe(200);
        expect(allowed.headers.get('access-control-allow-origin')).toBe(STUDIO_ELSEWHERE);

        const foreign = await mutate('https://evil.example');
        expect(foreign.status).toBe(403);
        expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      } finally {
        await server.close();
        await handle.close();
      }
    });

    it('returns from the sign-in bridge to an allowed Studio origin only', async () => {
      const handle = await open();
      const server = await startLakeServer({
        db: handle.db,
        corsOrigins: [STUDIO_ELSEWHERE],
        appSession: {
          current: async () => ({ user: admin, admin: true, sessionVersion: 1 }),
          signInUrl: (returnTo) => `/login?redirect=${encodeURIComponent(returnTo)}`,
          holderIsCurrent: async () => true,
        },
      });
      const start = (studio: string) =>
        fetch(`${server.origin}/api/lake/auth/start?origin=${encodeURIComponent(studio)}`, {
          redirect: 'manual',
        });
      try {
        const back = await start(`${STUDIO_ELSEWHERE}/admin/cms`);
        expect(back.status).toBe(303);
        expect(back.headers.get('location')).toMatch(/^https:\/\/site\.example\/admin\/cms#sid=/);
        expect((await start('https://evil.example/admin/cms')).status).toBe(400);
      } finally {
        await server.close();
        await handle.close();
      }
    });

    it('posts each published change, signed as Sanity signs, and never a draft', async () => {
      const handle = await open();
      const secret = 'a-webhook-secret-of-some-length';
      const received: { body: string; headers: Record<string, string | string[] | undefined> }[] =
        [];
      const hook = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          received.push({ body, headers: req.headers });
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/content/webhook`;
      const transaction: CommittedTransaction = {
        seq: 1,
        transactionId: 'tx-1',
        identity: admin.id,
        timestamp: new Date().toISOString(),
        events: [],
        changes: [
          { id: 'faq-new', before: null, after: { _id: 'faq-new', _type: 'faq' } },
          {
            id: 'faq-old',
            before: { _id: 'faq-old', _type: 'faq' },
            after: { _id: 'faq-old', _type: 'faq', question: 'Changed?' },
          },
          { id: 'faq-gone', before: { _id: 'faq-gone', _type: 'faq' }, after: null },
          { id: 'drafts.faq-new', before: null, after: { _id: 'drafts.faq-new', _type: 'faq' } },
        ],
      };
      try {
        expect(await queueWebhooks(handle.db, transaction, url)).toBe(3);
        const summary = await runDueJobs(handle.db, {
          [LAKE_WEBHOOK_JOB]: lakeWebhookHandler(() => secret),
        });
        expect(summary).toEqual({ done: 3, retried: 0, dead: 0 });
        const byId = new Map(received.map((r) => [r.headers['sanity-document-id'], r]));
        expect(byId.get('faq-new')?.headers['sanity-operation']).toBe('create');
        expect(byId.get('faq-old')?.headers['sanity-operation']).toBe('update');
        expect(byId.get('faq-gone')?.headers['sanity-operation']).toBe('delete');
        expect(byId.has('drafts.faq-new')).toBe(false);
        for (const { body, headers } of received) {
          const signature = String(headers[SIGNATURE_HEADER_NAME]);
          expect(await isValidSignature(body, signature, secret)).toBe(true);
          expect(await isValidSignature(body, signature, 'another-secret-entirely')).toBe(false);
          expect(headers['sanity-transaction-id']).toBe('tx-1');
        }
        expect(JSON.parse(byId.get('faq-old')!.body)).toMatchObject({ question: 'Changed?' });
      } finally {
        hook.close();
        await handle.close();
      }
    });

    it('retries a delivery the receiver refuses', async () => {
      const handle = await open();
      const hook = createServer((_req, res) => res.writeHead(503).end());
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
      try {
        await queueWebhooks(
          handle.db,
          {
            seq: 1,
            transactionId: 'tx-2',
            identity: admin.id,
            timestamp: new Date().toISOString(),
            events: [],
            changes: [{ id: 'faq-1', before: null, after: { _id: 'faq-1', _type: 'faq' } }],
          },
          url,
        );
        const summary = await runDueJobs(handle.db, {
          [LAKE_WEBHOOK_JOB]: lakeWebhookHandler(() => 'a-webhook-secret-of-some-length'),
        });
        expect(summary).toEqual({ done: 0, retried: 1, dead: 0 });
      } finally {
        hook.close();
        await handle.close();
      }
    });
  });
});
