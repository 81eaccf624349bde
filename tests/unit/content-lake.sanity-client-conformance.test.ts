import { createClient, type MutationEvent, type SanityClient } from '@sanity/client';
import { createImageUrlBuilder } from '@sanity/image-url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db';
import { issueLakeToken } from '@/lib/lake';
import { startLakeServer } from '@/lib/lake/api/node-server';
import { newTransactionId } from '@/lib/lake/store';
import type { CommittedTransaction } from '@/lib/lake';
import { enginesUnderTest } from '../fixtures/databases';

const engines = await enginesUnderTest();

function clientConfig(origin: string) {
  return {
    projectId: 'local',
    dataset: 'production',
    apiHost: `${origin}/api/lake`,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
  };
}

function clientFor(origin: string, token?: string): SanityClient {
  return createClient({ ...clientConfig(origin), token });
}

it('makes document ids the client accepts: 22 letters and digits, never a leading dash', () => {
  // A base64url id started with `-` once in 64 creates, and `@sanity/client` refused it.
  const ids = Array.from({ length: 2000 }, newTransactionId);
  for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{22}$/);
  expect(new Set(ids).size).toBe(ids.length);
});

describe.each(engines)('lake API with @sanity/client on $engine', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== null)(skipReason ?? 'conformance', () => {
    let handle: DatabaseHandle;
    let server: { origin: string; close(): Promise<void> };
    let admin: SanityClient;
    let anonymous: SanityClient;
    const committed: CommittedTransaction[] = [];

    beforeAll(async () => {
      handle = await open();
      server = await startLakeServer({
        db: handle.db,
        onCommit: (transaction) => committed.push(transaction),
      });
      const token = await issueLakeToken(handle.db, {
        id: 'admin-1',
        name: 'Ada Admin',
        email: 'ada@example.com',
      });
      admin = clientFor(server.origin, token);
      anonymous = clientFor(server.origin);
      await admin
        .transaction()
        .create({ _id: 'page-home', _type: 'page', title: 'Home', order: 1 })
        .create({ _id: 'drafts.page-home', _type: 'page', title: 'Home (draft)', order: 1 })
        .create({ _id: 'drafts.page-new', _type: 'page', title: 'New', order: 2 })
        .commit();
    });
    afterAll(async () => {
      await server?.close();
      await handle?.close();
    });

    it('queries each perspective, with $params, over GET and POST', async () => {
      const query = '*[_type == $type] | order(order asc).title';
      expect(await anonymous.fetch(query, { type: 'page' })).toEqual(['Home']);
      expect(await admin.fetch(query, { type: 'page' }, { perspective: 'published' })).toEqual([
        'Home',
      ]);
      expect(await admin.fetch(query, { type: 'page' }, { perspective: 'drafts' })).toEqual([
        'Home (draft)',
        'New',
      ]);
      expect(
        await admin.fetch(`count(*[_type == $type])`, { type: 'page' }, { perspective: 'raw' }),
      ).toBe(3);
      const long = `*[_type == "page" && title != "${'x'.repeat(12_000)}"].title`;
      expect(await anonymous.fetch(long)).toEqual(['Home']);
    });

    it('refuses drafts and raw to anonymous callers and bad tokens with 401', async () => {
      await expect(anonymous.fetch('*', {}, { perspective: 'drafts' })).rejects.toMatchObject({
        statusCode: 401,
      });
      await expect(anonymous.fetch('*', {}, { perspective: 'raw' })).rejects.toMatchObject({
        statusCode: 401,
      });
      await expect(clientFor(server.origin, 'forged').fetch('*')).rejects.toMatchObject({
        statusCode: 401,
      });
      await expect(anonymous.getDocument('drafts.page-home')).rejects.toMatchObject({
        statusCode: 401,
      });
    });

    it('refuses every write to anonymous callers', async () => {
      await expect(anonymous.create({ _type: 'page' })).rejects.toMatchObject({ statusCode: 401 });
      await expect(
        anonymous.action({
          actionType: 'sanity.action.document.delete',
          publishedId: 'page-home',
          includeDrafts: [],
        }),
      ).rejects.toMatchObject({ statusCode: 401 });
      await expect(anonymous.assets.upload('image', Buffer.from('x'))).rejects.toMatchObject({
        statusCode: 401,
      });
      expect(await admin.getDocument('page-home')).toMatchObject({ title: 'Home' });
    });

    it('reads documents by id, reporting missing ones', async () => {
      expect(await admin.getDocuments(['page-home', 'missing', 'drafts.page-new'])).toMatchObject([
        { _id: 'page-home' },
        null,
        { _id: 'drafts.page-new' },
      ]);
      const response = await fetch(
        `${server.origin}/api/lake/v2025-02-19/data/doc/production/page-home,nope`,
      );
      expect(await response.json()).toMatchObject({
        documents: [{ _id: 'page-home' }],
        omitted: [{ id: 'nope', reason: 'existence' }],
      });
    });

    it('applies every mutation and patch type and returns documents', async () => {
      const created = await admin.create({
        _type: 'stats',
        count: 1,
        items: ['a', 'c'],
        text: 'Hello world',
        gone: 1,
      });
      expect(created._id).toBeTruthy();
      expect(created._rev).toBeTruthy();
      await admin.createIfNotExists({ _id: created._id, _type: 'stats', count: 99 });
      const patched = await admin
        .patch(created._id)
        .set({ title: 'Stats' })
        .unset(['gone'])
        .setIfMissing({ subtitle: 'sub', count: 50 })
        .inc({ count: 4 })
        .dec({ count: 2 })
        .insert('after', 'items[0]', ['b'])
        .diffMatchPatch({ text: '@@ -1,11 +1,11 @@\n Hello \n-world\n+there\n' })
        .commit();
      expect(patched).toMatchObject({
        title: 'Stats',
        subtitle: 'sub',
        count: 3,
        items: ['a', 'b', 'c'],
        text: 'Hello there',
      });
      expect(patched).not.toHaveProperty('gone');
      const replaced = await admin.createOrReplace({ _id: created._id, _type: 'stats', count: 7 });
      expect(replaced).toMatchObject({ count: 7, _createdAt: created._createdAt });
      await admin.delete(created._id);
      expect(await admin.getDocument(created._id)).toBeUndefined();
    });

    it('deletes every document a query returns, and nothing else', async () => {
      await admin
        .transaction()
        .create({ _id: 'secret-old', _type: 'previewSecret', expiresAt: '2026-01-01' })
        .create({ _id: 'secret-new', _type: 'previewSecret', expiresAt: '2027-01-01' })
        .commit();
      const query = '*[_type == "previewSecret" && expiresAt < $now]';
      const deleted = await admin.delete({ query, params: { now: '2026-06-01' } });
      expect(deleted.results.map(({ id, operation }) => ({ id, operation }))).toEqual([
        { id: 'secret-old', operation: 'delete' },
      ]);
      expect(await admin.fetch('*[_type == "previewSecret"]._id')).toEqual(['secret-new']);
      // A query that matches nothing deletes nothing; one that does not parse is refused.
      await admin.delete({ query, params: { now: '2020-01-01' } });
      expect(await admin.fetch('count(*[_type == "previewSecret"])')).toBe(1);
      await expect(admin.delete({ query: '*[_type ==' })).rejects.toMatchObject({
        statusCode: 400,
      });
      expect(await admin.fetch('count(*[_type == "page"])')).toBeGreaterThan(0);
    });

    it('answers 409 when ifRevisionID is stale', async () => {
      const doc = await admin.create({ _type: 'stats', count: 1 });
      await admin.patch(doc._id).ifRevisionId(doc._rev).inc({ count: 1 }).commit();
      await expect(
        admin.patch(doc._id).ifRevisionId(doc._rev).inc({ count: 1 }).commit(),
      ).rejects.toMatchObject({
        statusCode: 409,
      });
    });

    it('runs every document action the Studio uses', async () => {
      await admin.action({
        actionType: 'sanity.action.document.create',
        publishedId: 'faq-1',
        attributes: { _id: 'drafts.faq-1', _type: 'faq', question: 'Q' },
        ifExists: 'fail',
      });
      await admin.action({
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.faq-1',
        publishedId: 'faq-1',
        patch: { set: { question: 'Q?' } },
      });
      await admin.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.faq-1',
        publishedId: 'faq-1',
      });
      expect(await anonymous.fetch('*[_id == "faq-1"][0].question')).toBe('Q?');
      await admin.action({
        actionType: 'sanity.action.document.replaceDraft',
        publishedId: 'faq-1',
        attributes: { _id: 'drafts.faq-1', _type: 'faq', question: 'Replaced' },
      });
      await admin.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.faq-1' });
      await admin.action({
        actionType: 'sanity.action.document.unpublish',
        draftId: 'drafts.faq-1',
        publishedId: 'faq-1',
      });
      expect(await anonymous.fetch('*[_id == "faq-1"][0]')).toBeNull();
      await admin.action({
        actionType: 'sanity.action.document.delete',
        publishedId: 'faq-1',
        includeDrafts: ['drafts.faq-1'],
      });
      expect(await admin.getDocuments(['faq-1', 'drafts.faq-1'])).toEqual([null, null]);
      expect(committed.at(-1)?.identity).toBe('admin-1');
    });

    it('streams welcome and mutation events with mutations and mendoza effects', async () => {
      const events: MutationEvent[] = [];
      let welcomed!: () => void;
      const welcome = new Promise<void>((resolve) => (welcomed = resolve));
      const subscription = admin
        .listen(
          '*[_type == "page"]',
          {},
          { includeResult: true, effectFormat: 'mendoza', events: ['welcome', 'mutation'] },
        )
        .subscribe((event) => {
          if (event.type === 'welcome') welcomed();
          if (event.type === 'mutation') events.push(event);
        });
      await welcome;
      const before = await admin.getDocument('drafts.page-home');
      const { transactionId } = await admin.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.page-home',
        publishedId: 'page-home',
      });
      await admin.create({ _type: 'faq', question: 'not a page' });
      await expect.poll(() => events.length).toBe(2);
      subscription.unsubscribe();
      const byId = Object.fromEntries(events.map((event) => [event.documentId, event]));
      expect(byId['page-home']).toMatchObject({
        transactionId,
        transition: 'update',
        resultRev: transactionId,
        result: { title: 'Home (draft)' },
        effects: { apply: [0, { _id: 'page-home', title: 'Home (draft)' }] },
      });
      expect(byId['drafts.page-home']).toMatchObject({
        transition: 'disappear',
        previousRev: before?._rev,
        mutations: [{ delete: { id: 'drafts.page-home' } }],
        effects: { apply: [0, null] },
      });
    });

    it('streams live events with the cache tags of each published change, and passes the CORS check', async () => {
      const tags: string[][] = [];
      let welcomed!: () => void;
      const welcome = new Promise<void>((resolve) => (welcomed = resolve));
      const subscription = admin.live.events().subscribe((event) => {
        if (event.type === 'welcome') welcomed();
        if (event.type === 'message') tags.push(event.tags);
      });
      await welcome;
      await admin.create({ _id: 'drafts.faq-live', _type: 'faq', question: 'only a draft' });
      await admin.create({ _id: 'faq-live', _type: 'faq', question: 'published' });
      await expect.poll(() => tags.length).toBe(1);
      subscription.unsubscribe();
      expect(tags[0]).toEqual(expect.arrayContaining(['content:type:faq', 'content:id:faq-live']));
      expect(await admin.request({ uri: '/check/cors' })).toEqual({
        result: { allowed: true, withCredentials: true },
      });
    });

    it('uploads an image, serves it and its transforms', async () => {
      const png = await sharp({
        create: { width: 40, height: 20, channels: 3, background: '#0a0' },
      })
        .png()
        .toBuffer();
      const asset = await admin.assets.upload('image', png, { filename: 'green.png' });
      expect(asset).toMatchObject({
        _type: 'sanity.imageAsset',
        mimeType: 'image/png',
        extension: 'png',
        metadata: { dimensions: { width: 40, height: 20 } },
      });
      expect(asset._id).toMatch(/^image-[a-f0-9]{40}-40x20-png$/);
      const original = await fetch(new URL(asset.url, server.origin));
      expect(original.headers.get('content-type')).toBe('image/png');

      const url = createImageUrlBuilder({
        projectId: 'local',
        dataset: 'production',
        baseUrl: `${server.origin}/api/lake`,
      })
        .image({ asset: { _ref: asset._id } })
        .width(20)
        .height(20)
        .fit('crop')
        .auto('format')
        .url();
      expect(url).toContain(`/api/lake/images/local/production/${asset.assetId}-40x20.png?`);
      const transformed = await fetch(url, { headers: { accept: 'image/webp,*/*' } });
      expect(transformed.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await transformed.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([20, 20]);

      await expect(
        admin.assets.upload('image', Buffer.from('<html>not an image</html>')),
      ).rejects.toMatchObject({ statusCode: 415 });
    });

    it('answers the Studio session endpoints for a signed-in admin only', async () => {
      expect(await admin.request({ uri: '/users/me' })).toMatchObject({
        id: 'admin-1',
        role: 'administrator',
      });
      expect(await admin.request({ uri: '/projects/local/datasets/production/acl' })).toEqual([
        { filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history'] },
      ]);
      await expect(anonymous.request({ uri: '/users/me' })).rejects.toMatchObject({
        statusCode: 401,
      });
    });
  });
});

describe('robot token', () => {
  it('accepts CONTENT_API_TOKEN as an admin only when it is long enough', async () => {
    const { userForToken } = await import('@/lib/lake/api/auth');
    const engines = await enginesUnderTest();
    const handle = await engines[0]!.open();
    try {
      process.env.CONTENT_API_TOKEN = 'r'.repeat(40);
      expect(await userForToken(handle.db, 'r'.repeat(40))).toMatchObject({ id: 'robot' });
      expect(await userForToken(handle.db, 'r'.repeat(39))).toBeNull();
      process.env.CONTENT_API_TOKEN = 'short';
      expect(await userForToken(handle.db, 'short')).toBeNull();
    } finally {
      delete process.env.CONTENT_API_TOKEN;
      await handle.close();
    }
  });
});

describe('Studio sign-in bridge from the app session', () => {
  it('sends signed-out people to sign in, non-admins home, and admins back with a one-time code for a token', async () => {
    const [engine] = await enginesUnderTest();
    const handle = await engine!.open();
    let current: {
      user: { id: string; name: string; email: string };
      admin: boolean;
      sessionVersion: number;
    } | null = null;
    let stillAdmin = true;
    const server = await startLakeServer({
      db: handle.db,
      appSession: {
        current: async () => current,
        signInUrl: (returnTo) => `/login?redirect=${encodeURIComponent(returnTo)}`,
        holderIsCurrent: async (_userId, sessionVersion) => stillAdmin && sessionVersion === 1,
      },
    });
    const studio = `${server.origin}/admin/cms`;
    const start = (origin = studio) =>
      fetch(
        `${server.origin}/api/lake/auth/start?origin=${encodeURIComponent(origin)}&projectId=local&withSid=true`,
        {
          redirect: 'manual',
        },
      );
    try {
      expect((await start()).headers.get('location')).toMatch(
        /^\/login\?redirect=%2Fapi%2Flake%2Fauth%2Fstart/,
      );
      current = {
        user: { id: 'u-1', name: 'Cy', email: 'cy@example.com' },
        admin: false,
        sessionVersion: 1,
      };
      expect((await start()).headers.get('location')).toBe('/');
      current = { ...current, admin: true };
      expect((await start('https://evil.example/admin/cms')).status).toBe(400);

      const location = (await start()).headers.get('location')!;
      expect(location.startsWith(`${studio}#sid=`)).toBe(true);
      const sid = location.split('#sid=')[1]!;
      const fetchToken = () => fetch(`${server.origin}/api/lake/v2025-02-19/auth/fetch?sid=${sid}`);
      const { token } = (await (await fetchToken()).json()) as { token: string };
      expect((await fetchToken()).status).toBe(401);

      const client = createClient({ ...clientConfig(server.origin), token });
      expect(await client.request({ uri: '/users/me' })).toMatchObject({
        id: 'u-1',
        email: 'cy@example.com',
      });

      // A token dies with its holder's admin role.
      stillAdmin = false;
      const second = (await start()).headers.get('location')!.split('#sid=')[1]!;
      const { token: revokedHolderToken } = (await (
        await fetch(`${server.origin}/api/lake/v2025-02-19/auth/fetch?sid=${second}`)
      ).json()) as { token: string };
      await expect(
        createClient({ ...clientConfig(server.origin), token: revokedHolderToken }).request({
          uri: '/users/me',
        }),
      ).rejects.toMatchObject({ statusCode: 401 });
    } finally {
      await server.close();
      await handle.close();
    }
  });
});
