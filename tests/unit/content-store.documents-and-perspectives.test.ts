import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db';
import {
  commit,
  defaultSeedSource,
  dependencyTags,
  getDocuments,
  importSeed,
  queryDocuments,
  readAssetBytes,
  resetStore,
  storeEpoch,
  subscribeToCommits,
  tagsForChanges,
  type CommittedTransaction,
} from '@/lib/lake';
import { evaluateGroq, rewriteTextQuery } from '@/lib/lake/store/groq';
import { enginesUnderTest } from '../fixtures/databases';

const engines = await enginesUnderTest();
const editor = { identity: 'user-editor' };

describe('cache tags of a read', () => {
  it('names the filtered types, the named ids, returned and dereferenced documents', () => {
    const tags = dependencyTags(
      '*[_type == "page" && slug.current == $slug][0]{..., "settings": *[_id == "siteSettings"][0]}',
      { slug: 'home' },
      { _id: 'page-home', _type: 'page', team: [{ _id: 'drafts.member-1', _type: 'teamMember' }] },
      ['studio-1'],
    );
    expect(tags).toEqual([
      'content',
      'content:id:member-1',
      'content:id:page-home',
      'content:id:siteSettings',
      'content:id:studio-1',
      'content:type:page',
    ]);
  });

  it('reads type lists from a parameter, and marks reads naming no type or id', () => {
    expect(dependencyTags('*[_type in $types]', { types: ['faq', 'article'] }, [])).toEqual([
      'content',
      'content:type:article',
      'content:type:faq',
    ]);
    expect(dependencyTags('*[slug.current == "x"]', {}, [])).toContain('content:any');
  });

  it('revalidates only published changes', () => {
    const doc = { _type: 'faq' };
    expect(tagsForChanges([{ id: 'drafts.faq-1', before: null, after: doc }])).toEqual([]);
    expect(tagsForChanges([{ id: 'faq-1', before: doc, after: null }]).sort()).toEqual([
      'content:any',
      'content:id:faq-1',
      'content:type:faq',
    ]);
  });
});

describe('text::query rewrite', () => {
  it('turns text::query into match over the searchable fields', () => {
    expect(rewriteTextQuery('*[title match text::query($q)]')).toBe('*[title match ($q)]');
  });

  it("answers the Studio's document search: prefix terms, empty search, scoring", async () => {
    const docs = [
      { _id: 'a', _type: 'faq', question: 'Where is parking?' },
      { _id: 'b', _type: 'faq', question: 'Coffee' },
      { _id: 'c', _type: 'page', title: 'Parking guide' },
    ];
    const search = (term: string) =>
      evaluateGroq(
        docs,
        '// findability-mvi:5\n*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery))] | score(boost(_type in ["faq"] && question match text::query($__query), 10)) {_id, _score} | order(_score desc) [0...$__limit]',
        { __types: ['faq', 'page'], __query: term, __rawQuery: term, __limit: 10 },
      );
    expect(await search('park*')).toEqual([
      { _id: 'a', _score: expect.any(Number) },
      { _id: 'c', _score: expect.any(Number) },
    ]);
    const everything = await evaluateGroq(
      docs,
      '*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery))]._id',
      { __types: ['faq', 'page'], __query: '', __rawQuery: '' },
    );
    expect(everything).toEqual(['a', 'b', 'c']);
  });
});

describe.each(engines)('content store on $engine', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== null)(skipReason ?? 'documents', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await open();
      await commit(
        handle.db,
        [
          { create: { _id: 'faq-1', _type: 'faq', question: 'Parking?', order: 1 } },
          { create: { _id: 'faq-2', _type: 'faq', question: 'Coffee?', order: 2 } },
          { create: { _id: 'drafts.faq-2', _type: 'faq', question: 'Coffee and tea?', order: 2 } },
          { create: { _id: 'drafts.faq-3', _type: 'faq', question: 'Never published', order: 3 } },
        ],
        editor,
      );
    });
    afterAll(async () => {
      await handle?.close();
    });

    it('shows published documents only in the published perspective', async () => {
      const { result } = await queryDocuments(
        handle.db,
        '*[_type == "faq"] | order(order asc).question',
        {},
        'published',
      );
      expect(result).toEqual(['Parking?', 'Coffee?']);
    });

    it('overlays drafts on published documents in the drafts perspective', async () => {
      const { result } = await queryDocuments(
        handle.db,
        '*[_type == "faq"] | order(order asc){_id, _originalId, question}',
        {},
        'drafts',
      );
      expect(result).toEqual([
        { _id: 'faq-1', _originalId: 'faq-1', question: 'Parking?' },
        { _id: 'faq-2', _originalId: 'drafts.faq-2', question: 'Coffee and tea?' },
        { _id: 'faq-3', _originalId: 'drafts.faq-3', question: 'Never published' },
      ]);
    });

    it('answers the same query with different $params differently', async () => {
      const query = '*[_type == $type]._id';
      expect(
        (await queryDocuments(handle.db, query, { type: 'faq' }, 'published')).result,
      ).toContain('faq-1');
      expect(
        (await queryDocuments(handle.db, query, { type: 'page' }, 'published')).result,
      ).toEqual([]);
    });

    it('shows every stored id in the raw perspective, with $params', async () => {
      const { result } = await queryDocuments(
        handle.db,
        'count(*[_type == $type])',
        { type: 'faq' },
        'raw',
      );
      expect(result).toBe(4);
    });

    it('sets _rev to the transaction id and keeps _createdAt across updates', async () => {
      const first = await commit(
        handle.db,
        [{ create: { _id: 'rev-1', _type: 'faq', question: 'a' } }],
        editor,
      );
      const [created] = await getDocuments(handle.db, ['rev-1']);
      expect(created?._rev).toBe(first.transactionId);
      const second = await commit(
        handle.db,
        [{ patch: { id: 'rev-1', set: { question: 'b' } } }],
        editor,
      );
      const [updated] = await getDocuments(handle.db, ['rev-1']);
      expect(updated).toMatchObject({
        _rev: second.transactionId,
        _createdAt: created?._createdAt,
        question: 'b',
      });
    });

    it('applies every patch type', async () => {
      await commit(
        handle.db,
        [
          {
            createOrReplace: {
              _id: 'patch-1',
              _type: 'stats',
              count: 10,
              tags: ['a', 'c'],
              title: 'Hello world',
              old: true,
            },
          },
        ],
        editor,
      );
      await commit(
        handle.db,
        [
          {
            patch: {
              id: 'patch-1',
              set: { 'nested.value': 1 },
              unset: ['old'],
              setIfMissing: { title: 'ignored', subtitle: 'new' },
              inc: { count: 5 },
              insert: { after: 'tags[0]', items: ['b'] },
              diffMatchPatch: { title: '@@ -1,11 +1,11 @@\n Hello \n-world\n+there\n' },
            },
          },
          { patch: { id: 'patch-1', dec: { count: 3 } } },
        ],
        editor,
      );
      const [doc] = await getDocuments(handle.db, ['patch-1']);
      expect(doc).toMatchObject({
        count: 12,
        tags: ['a', 'b', 'c'],
        title: 'Hello there',
        subtitle: 'new',
        nested: { value: 1 },
      });
      expect(doc).not.toHaveProperty('old');
    });

    it('refuses a stale ifRevisionID with 409 and changes nothing', async () => {
      const { transactionId } = await commit(
        handle.db,
        [{ create: { _id: 'conflict-1', _type: 'faq', question: 'v1' } }],
        editor,
      );
      await commit(
        handle.db,
        [{ patch: { id: 'conflict-1', ifRevisionID: transactionId, set: { question: 'v2' } } }],
        editor,
      );
      await expect(
        commit(
          handle.db,
          [
            { create: { _id: 'conflict-side-effect', _type: 'faq' } },
            { patch: { id: 'conflict-1', ifRevisionID: transactionId, set: { question: 'v3' } } },
          ],
          editor,
        ),
      ).rejects.toMatchObject({ status: 409 });
      const [doc, sideEffect] = await getDocuments(handle.db, [
        'conflict-1',
        'conflict-side-effect',
      ]);
      expect(doc?.question).toBe('v2');
      expect(sideEffect).toBeNull();
    });

    it('serialises concurrent writes to one document: with ifRevisionID exactly one wins', async () => {
      const { transactionId } = await commit(
        handle.db,
        [{ create: { _id: 'race-1', _type: 'stats', count: 0 } }],
        editor,
      );
      const attempts = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          commit(
            handle.db,
            [{ patch: { id: 'race-1', ifRevisionID: transactionId, inc: { count: 1 } } }],
            editor,
          ),
        ),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      await Promise.all(
        Array.from({ length: 5 }, () =>
          commit(handle.db, [{ patch: { id: 'race-1', inc: { count: 1 } } }], editor),
        ),
      );
      const [doc] = await getDocuments(handle.db, ['race-1']);
      expect(doc?.count).toBe(6);
    });

    it('refuses creating an existing id and patching a missing one', async () => {
      await expect(
        commit(handle.db, [{ create: { _id: 'faq-1', _type: 'faq' } }], editor),
      ).rejects.toMatchObject({ status: 409 });
      await expect(
        commit(handle.db, [{ patch: { id: 'missing', set: { a: 1 } } }], editor),
      ).rejects.toMatchObject({ status: 404 });
    });

    it('edits, publishes, unpublishes, discards and deletes through actions', async () => {
      const events: CommittedTransaction[] = [];
      const stop = subscribeToCommits(handle.db, (transaction) => events.push(transaction));
      await commit(
        handle.db,
        [{ createOrReplace: { _id: 'act-1', _type: 'faq', question: 'Q' } }],
        editor,
      );
      const edit = await commit(
        handle.db,
        [
          {
            actionType: 'sanity.action.document.edit',
            draftId: 'drafts.act-1',
            publishedId: 'act-1',
            patch: { set: { question: 'Q2' } },
          },
        ],
        editor,
      );
      expect((await getDocuments(handle.db, ['drafts.act-1']))[0]?.question).toBe('Q2');
      const [published] = await getDocuments(handle.db, ['act-1']);
      await expect(
        commit(
          handle.db,
          [
            {
              actionType: 'sanity.action.document.publish',
              draftId: 'drafts.act-1',
              publishedId: 'act-1',
              ifPublishedRevisionId: 'stale',
            },
          ],
          editor,
        ),
      ).rejects.toMatchObject({ status: 409 });
      await commit(
        handle.db,
        [
          {
            actionType: 'sanity.action.document.publish',
            draftId: 'drafts.act-1',
            publishedId: 'act-1',
            ifPublishedRevisionId: published?._rev,
          },
        ],
        editor,
      );
      expect(await getDocuments(handle.db, ['act-1', 'drafts.act-1'])).toMatchObject([
        { question: 'Q2' },
        null,
      ]);

      await commit(
        handle.db,
        [
          {
            actionType: 'sanity.action.document.unpublish',
            draftId: 'drafts.act-1',
            publishedId: 'act-1',
          },
        ],
        editor,
      );
      expect(await getDocuments(handle.db, ['act-1', 'drafts.act-1'])).toMatchObject([
        null,
        { question: 'Q2' },
      ]);
      await commit(
        handle.db,
        [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.act-1' }],
        editor,
      );
      expect(await getDocuments(handle.db, ['drafts.act-1'])).toEqual([null]);

      await commit(
        handle.db,
        [
          {
            actionType: 'sanity.action.document.create',
            publishedId: 'act-2',
            attributes: { _type: 'faq', question: 'new' },
          },
        ],
        editor,
      );
      await commit(
        handle.db,
        [
          {
            actionType: 'sanity.action.document.replaceDraft',
            publishedId: 'act-2',
            attributes: { _type: 'faq', question: 'replaced' },
          },
        ],
        editor,
      );
      expect((await getDocuments(handle.db, ['drafts.act-2']))[0]?.question).toBe('replaced');
      await commit(
        handle.db,
        [
          {
            actionType: 'sanity.action.document.delete',
            publishedId: 'act-2',
            includeDrafts: ['drafts.act-2'],
          },
        ],
        editor,
      );
      expect(await getDocuments(handle.db, ['act-2', 'drafts.act-2'])).toEqual([null, null]);
      stop();

      const editEvent = events.find((event) => event.transactionId === edit.transactionId)
        ?.events[0];
      expect(editEvent).toMatchObject({
        documentId: 'drafts.act-1',
        transition: 'appear',
        previousRev: null,
        resultRev: edit.transactionId,
        identity: 'user-editor',
        mutations: [
          { createOrReplace: { _id: 'drafts.act-1', question: 'Q2', _rev: edit.transactionId } },
        ],
        effects: { apply: [0, { _id: 'drafts.act-1', question: 'Q2' }], revert: [0, null] },
      });
      expect(events.at(-1)?.events.map((event) => event.transition)).toEqual(['disappear']);
    });
  });
});

describe.each(engines)('seed import on $engine', ({ skipReason, open }) => {
  describe.skipIf(skipReason !== null)(skipReason ?? 'seed', () => {
    let handle: DatabaseHandle;
    let source: { ndjsonPath: string; imagesDir: string; filesDir: string };
    beforeAll(async () => {
      handle = await open();
      const dir = await mkdtemp(path.join(tmpdir(), 'seed-'));
      source = {
        ndjsonPath: path.join(dir, 'production.ndjson'),
        imagesDir: path.join(dir, 'images'),
        filesDir: path.join(dir, 'files'),
      };
      await mkdir(source.imagesDir);
      const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } })
        .png()
        .toBuffer();
      const sha = 'a'.repeat(40);
      await writeFile(path.join(source.imagesDir, `${sha}-4x3.png`), png);
      const docs = [
        {
          _id: `image-${sha}-4x3-png`,
          _type: 'sanity.imageAsset',
          url: `https://cdn.sanity.io/images/x/y/${sha}-4x3.png`,
          metadata: { dimensions: { width: 4, height: 3 } },
        },
        {
          _id: 'siteSettings',
          _type: 'siteSettings',
          studioName: 'Studio',
          shareImage: {
            _type: 'image',
            asset: { _ref: `image-${sha}-4x3-png`, _type: 'reference' },
          },
        },
        { _id: 'page-home', _type: 'page', title: 'Home' },
      ];
      await writeFile(source.ndjsonPath, docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
    });
    afterAll(async () => {
      await handle?.close();
    });

    it('imports documents and asset bytes, with local asset URLs; a second import changes nothing', async () => {
      const first = await importSeed(handle.db, source);
      expect(first.results.map((r) => r.operation)).toEqual(['create', 'create', 'create']);
      const { result } = await queryDocuments(
        handle.db,
        '*[_id == "siteSettings"][0].shareImage.asset->url',
        {},
        'published',
      );
      expect(result).toBe(`/api/lake/images/local/production/${'a'.repeat(40)}-4x3.png`);
      const asset = await readAssetBytes(handle.db, `images/${'a'.repeat(40)}-4x3.png`);
      expect(asset?.mimeType).toBe('image/png');
      expect((await sharp(asset!.bytes).metadata()).width).toBe(4);

      const second = await importSeed(handle.db, source);
      expect(second.transaction).toBeNull();
    });

    it('reset drops edits and re-imports the seed', async () => {
      await commit(
        handle.db,
        [
          { patch: { id: 'page-home', set: { title: 'Edited' } } },
          { create: { _id: 'extra', _type: 'faq' } },
        ],
        editor,
      );
      const epochBefore = await storeEpoch(handle.db);
      await resetStore(handle.db, source);
      const { result } = await queryDocuments(
        handle.db,
        '*[_type in ["page", "faq"]].title',
        {},
        'raw',
      );
      expect(await storeEpoch(handle.db)).not.toBe(epochBefore);
      expect(result).toEqual(['Home']);
    });

    it('imports the real seed: every asset reference resolves to stored bytes', async () => {
      const { results } = await resetStore(handle.db, defaultSeedSource());
      expect(results.length).toBeGreaterThan(50);
      const { result: documents } = await queryDocuments<Record<string, unknown>[]>(
        handle.db,
        '*',
        {},
        'raw',
      );
      const refs = new Set<string>();
      const walk = (value: unknown) => {
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') {
          const ref = (value as { _ref?: unknown })._ref;
          if (typeof ref === 'string' && /^(image|file)-/.test(ref)) refs.add(ref);
          Object.values(value).forEach(walk);
        }
      };
      walk(documents);
      expect(refs.size).toBeGreaterThan(0);
      const assets = new Map(
        documents.filter((doc) => refs.has(String(doc._id))).map((doc) => [doc._id, doc]),
      );
      for (const ref of refs) {
        const asset = assets.get(ref);
        expect(asset, ref).toBeDefined();
        expect(asset?.url, ref).toMatch(/^\/api\/lake\/(images|files)\/local\/production\//);
        expect(await readAssetBytes(handle.db, String(asset?.path)), ref).not.toBeNull();
      }
    });
  });
});

describe('admin edit routes into the Studio', () => {
  it('maps the spec route names to schema types and builds the intent URL', async () => {
    const { studioEditUrl } = await import('@/lib/content/studio-intent');
    expect(studioEditUrl('blogPost', 'article-launch')).toBe(
      '/admin/cms/intent/edit/id=article-launch;type=article/',
    );
    expect(studioEditUrl('team', 'drafts.member-1')).toBe(
      '/admin/cms/intent/edit/id=member-1;type=teamMember/',
    );
    expect(studioEditUrl('studio', 'studio-a')).toBe(
      '/admin/cms/intent/edit/id=studio-a;type=studio/',
    );
    expect(studioEditUrl('nonsense', 'x')).toBeNull();
    expect(studioEditUrl('faq', '../etc')).toBeNull();
  });
});
