// The HTTP side of the Notion import: each export is one route (see lib/http/route.ts).
import { contentSource } from '../content/fetch';
import { getContentDb } from '../lake';
import { fail, ok, type Failure } from '../http';
import { route } from '../http/route';
import { describeDatabase, NotionUnavailable, readPage } from './client';
import { deleteNotionConnection, loadNotionConnection, saveNotionConnection } from './connection';
import { importNotionPage, notionArticleEditPath, NotionImportRefused } from './import';
import { notionConnectionSchema, notionDatabaseId, notionImportSchema } from './setup';

// A wrong secret or database is the admin's to fix (422 on its field); an outage is Notion's (502).
function notionFailure(error: unknown): Failure {
  if (!(error instanceof NotionUnavailable)) throw error;
  if (!error.field) return fail(502, error.message);
  return fail(422, error.message, { fieldErrors: { [error.field]: [error.message] } });
}

/** POST /api/notion/connection: checks the secret and database with Notion, then keeps them. */
export const connectNotion = route({
  access: 'admin',
  body: notionConnectionSchema,
  audit: { action: 'notion.connect' },
  async handle({ db, user, body }) {
    const access = { token: body.token, databaseId: notionDatabaseId(body.database)! };
    try {
      const database = await describeDatabase(access);
      await saveNotionConnection(db, {
        ...access,
        databaseTitle: database.title,
        dataSourceId: database.dataSourceId,
        connectedBy: user.email,
      });
      return ok({ databaseTitle: database.title });
    } catch (error) {
      return notionFailure(error);
    }
  },
});

/** DELETE /api/notion/connection: forgets the secret. Imported drafts stay in the Studio. */
export const disconnectNotion = route({
  access: 'admin',
  audit: { action: 'notion.disconnect' },
  async handle({ db }) {
    await deleteNotionConnection(db);
    return ok({ disconnected: true });
  },
});

/** POST /api/notion/import: one page of the connected database becomes a draft article. */
export const importFromNotion = route({
  access: 'admin',
  body: notionImportSchema,
  audit: { action: 'notion.import' },
  async handle({ db, user, body, audit }) {
    if (contentSource().kind === 'hosted') {
      return fail(
        409,
        'The import writes to the local Content Lake; this site reads a hosted Sanity project.',
      );
    }
    const stored = await loadNotionConnection(db);
    if (stored.state !== 'connected') return fail(409, 'Connect a Notion database first.');
    const { connection } = stored;
    try {
      const source = await readPage(connection, connection.dataSourceId, body.pageId);
      if (!source) return fail(404, 'That page is no longer in the connected Notion database.');
      const imported = await importNotionPage(await getContentDb(), source, { identity: user.id });
      audit({ target: { type: 'notion-pages', id: body.pageId, label: source.page.title } });
      return ok({ ...imported, editPath: notionArticleEditPath(body.pageId) });
    } catch (error) {
      if (error instanceof NotionImportRefused) return fail(422, error.message);
      return notionFailure(error);
    }
  },
});
