import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit, getDocuments } from '@/lib/lake';
import {
  describeDatabase,
  listDatabasePages,
  NotionUnavailable,
  readPage,
} from '@/lib/notion/client';
import {
  deleteNotionConnection,
  loadNotionConnection,
  saveNotionConnection,
} from '@/lib/notion/connection';
import {
  importNotionPage,
  importStates,
  NotionImportRefused,
  notionDocumentId,
} from '@/lib/notion/import';
import { notionConnectionSchema, notionDatabaseId } from '@/lib/notion/setup';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { FAKE_NOTION, startFakeNotion, type FakeNotion } from '../fixtures/fake-notion';

const engines = await enginesUnderTest();
const access = { token: FAKE_NOTION.token, databaseId: FAKE_NOTION.databaseId };

// Each describe gets a Notion of its own, as the import edits pages in it.
let notion: FakeNotion;
function useFreshNotion() {
  beforeAll(async () => {
    notion = await startFakeNotion(0);
    process.env.NOTION_API_URL = notion.url;
  });
  afterAll(async () => {
    delete process.env.NOTION_API_URL;
    await notion?.close();
  });
}

describe('the Notion set-up form', () => {
  it('takes a database link or id and an integration secret', () => {
    expect(notionDatabaseId(FAKE_NOTION.databaseLink)).toBe(FAKE_NOTION.databaseId);
    expect(notionDatabaseId(FAKE_NOTION.databaseId.replaceAll('-', ''))).toBe(
      FAKE_NOTION.databaseId,
    );
    expect(notionDatabaseId('https://www.notion.so/acme/Just-a-title')).toBeNull();
    const parsed = notionConnectionSchema.safeParse({ token: 'abc', database: 'nothing here' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.flatten().fieldErrors).toEqual({
      token: ['Paste the internal integration secret: it starts with ntn_ or secret_.'],
      database: ['Paste the database link or its id.'],
    });
  });
});

describe('reading Notion', () => {
  useFreshNotion();
  it('names the database and lists its pages, newest edit first, with title and tags', async () => {
    const database = await describeDatabase(access);
    expect(database).toEqual({
      title: FAKE_NOTION.databaseTitle,
      dataSourceId: FAKE_NOTION.dataSourceId,
    });
    const pages = await listDatabasePages(access, database.dataSourceId);
    expect(pages.map((page) => page.id).slice(0, 2)).toEqual([
      FAKE_NOTION.pages.mistakes,
      FAKE_NOTION.pages.lighting,
    ]);
    expect(pages[0]).toMatchObject({
      title: 'Five mistakes new podcasters make',
      tags: ['Podcasting', 'Tips'],
    });
  });

  it('follows block cursors and refuses pages outside the connected database', async () => {
    const read = await readPage(access, FAKE_NOTION.dataSourceId, FAKE_NOTION.pages.mistakes);
    expect(read?.blocks).toHaveLength(6); // served two per response
    expect(await readPage(access, 'another-data-source', FAKE_NOTION.pages.mistakes)).toBeNull();
    expect(
      await readPage(access, FAKE_NOTION.dataSourceId, '00000000-0000-4000-8000-000000000000'),
    ).toBeNull();
  });

  it('says what to fix when the secret or the database is wrong', async () => {
    const wrongSecret = describeDatabase({ ...access, token: 'ntn_notTheRightSecret00000000000' });
    await expect(wrongSecret).rejects.toBeInstanceOf(NotionUnavailable);
    await expect(wrongSecret).rejects.toMatchObject({
      field: 'token',
      message: expect.stringContaining('did not accept the integration secret'),
    });
    await expect(
      describeDatabase({ ...access, databaseId: '11111111-2222-4333-8444-555555555555' }),
    ).rejects.toMatchObject({ field: 'database', message: expect.stringContaining('Connections') });
  });

  it('says Notion could not be reached when nothing answers', async () => {
    process.env.NOTION_API_URL = 'http://127.0.0.1:9';
    try {
      await expect(describeDatabase(access)).rejects.toMatchObject({
        field: null,
        message: expect.stringContaining('could not be reached'),
      });
    } finally {
      process.env.NOTION_API_URL = notion.url;
    }
  });
});

describeOnEachEngine(engines, 'importing Notion pages on $engine', 'import', (handle) => {
  useFreshNotion();

  it('keeps the connection with its secret sealed, and forgets it on disconnect', async () => {
    await saveNotionConnection(handle.db, {
      ...access,
      databaseTitle: FAKE_NOTION.databaseTitle,
      dataSourceId: FAKE_NOTION.dataSourceId,
      connectedBy: 'admin@example.com',
    });
    const stored = await loadNotionConnection(handle.db);
    expect(stored.state === 'connected' && stored.connection).toMatchObject({
      ...access,
      dataSourceId: FAKE_NOTION.dataSourceId,
    });
    const raw = await handle.db.query.integrations.findFirst();
    expect(JSON.stringify(raw)).not.toContain(FAKE_NOTION.token);

    // After SESSION_SECRET changes, the sealed secret cannot be opened: the admin connects again.
    const secretBefore = process.env.SESSION_SECRET;
    process.env.SESSION_SECRET = 'another-session-secret-0123456789abcdef';
    try {
      expect(await loadNotionConnection(handle.db)).toEqual({
        state: 'unreadable',
        databaseTitle: FAKE_NOTION.databaseTitle,
      });
    } finally {
      if (secretBefore === undefined) delete process.env.SESSION_SECRET;
      else process.env.SESSION_SECRET = secretBefore;
    }
    await deleteNotionConnection(handle.db);
    expect(await loadNotionConnection(handle.db)).toEqual({ state: 'none' });
  });

  it('imports a page as a draft article, then sees it current, then changed in Notion', async () => {
    const [summary] = await listDatabasePages(access, FAKE_NOTION.dataSourceId);
    expect((await importStates(handle.db, [summary!])).get(summary!.id)).toBe('new');

    const source = await readPage(access, FAKE_NOTION.dataSourceId, summary!.id);
    const result = await importNotionPage(handle.db, source!, {
      identity: 'admin-1',
      now: new Date('2026-11-22T12:00:00Z'),
    });
    expect(result).toEqual({ documentId: notionDocumentId(summary!.id), skipped: ['image'] });
    const [published, draft] = await getDocuments(handle.db, [
      result.documentId,
      `drafts.${result.documentId}`,
    ]);
    expect(published).toBeNull();
    expect(draft).toMatchObject({
      _type: 'article',
      title: 'Five mistakes new podcasters make',
      slug: { _type: 'slug', current: 'five-mistakes-new-podcasters-make' },
      excerpt:
        'Most first episodes fail for the same few reasons, and all of them are easy to fix.',
      publishedAt: '2026-11-22T12:00:00.000Z',
      tags: ['Podcasting', 'Tips'],
      importedFrom: { notionPageId: summary!.id, notionEditedAt: summary!.lastEditedAt },
    });
    const body = draft!.body as { style: string; listItem?: string }[];
    expect(body.map((block) => block.listItem ?? block.style)).toEqual([
      'normal',
      'h2',
      'normal',
      'bullet',
      'bullet',
    ]);
    expect((await importStates(handle.db, [summary!])).get(summary!.id)).toBe('imported');

    // An editor changes the excerpt in the Studio; then the page changes in Notion.
    await commit(
      handle.db,
      [{ patch: { id: `drafts.${result.documentId}`, set: { excerpt: 'Edited by us.' } } }],
      { identity: 'editor-1' },
    );
    notion.editPage(summary!.id, 'Six mistakes new podcasters make');
    const [edited] = await listDatabasePages(access, FAKE_NOTION.dataSourceId);
    expect((await importStates(handle.db, [edited!])).get(edited!.id)).toBe('changed');

    const again = await readPage(access, FAKE_NOTION.dataSourceId, edited!.id);
    await importNotionPage(handle.db, again!, { identity: 'admin-1' });
    const [updated] = await getDocuments(handle.db, [`drafts.${result.documentId}`]);
    expect(updated).toMatchObject({
      title: 'Six mistakes new podcasters make',
      excerpt: 'Edited by us.',
      slug: { current: 'five-mistakes-new-podcasters-make' },
      publishedAt: '2026-11-22T12:00:00.000Z',
    });
    expect((await importStates(handle.db, [edited!])).get(edited!.id)).toBe('imported');
  });

  it('refuses a page without a title and gives a taken slug the page id', async () => {
    const untitled = await readPage(access, FAKE_NOTION.dataSourceId, FAKE_NOTION.pages.untitled);
    await expect(
      importNotionPage(handle.db, untitled!, { identity: 'admin-1' }),
    ).rejects.toBeInstanceOf(NotionImportRefused);

    await commit(
      handle.db,
      [
        {
          create: {
            _id: 'existing-lighting',
            _type: 'article',
            title: 'Lighting',
            slug: { _type: 'slug', current: 'lighting-a-two-person-video-podcast' },
          },
        },
      ],
      { identity: 'editor-1' },
    );
    const lighting = await readPage(access, FAKE_NOTION.dataSourceId, FAKE_NOTION.pages.lighting);
    const { documentId } = await importNotionPage(handle.db, lighting!, { identity: 'admin-1' });
    const [draft] = await getDocuments(handle.db, [`drafts.${documentId}`]);
    expect(draft?.slug).toEqual({
      _type: 'slug',
      current: 'lighting-a-two-person-video-podcast-bb22cc',
    });
  });
});
