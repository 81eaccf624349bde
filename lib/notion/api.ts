// The HTTP side of the Notion import: each export is one route handler's whole body.
import { signedInRequest } from '../auth/api';
import { contentSource } from '../content/fetch';
import { getContentDb } from '../content/store';
import { jsonError } from '../http';
import { describeDatabase, NotionUnavailable, readPage } from './client';
import { deleteNotionConnection, loadNotionConnection, saveNotionConnection } from './connection';
import { importNotionPage, notionArticleEditPath, NotionImportRefused } from './import';
import { notionConnectionSchema, notionDatabaseId, notionImportSchema } from './setup';

// A wrong secret or database is the admin's to fix (422 on its field); an outage is Notion's (502).
function notionFailure(error: unknown): Response {
  if (!(error instanceof NotionUnavailable)) throw error;
  if (!error.field) return jsonError(502, error.message);
  return jsonError(422, error.message, { fieldErrors: { [error.field]: [error.message] } });
}

/** POST /api/notion/connection: checks the secret and database with Notion, then keeps them. */
export async function connectNotion(request: Request): Promise<Response> {
  const context = await signedInRequest(request, { schema: notionConnectionSchema, admin: true });
  if (context instanceof Response) return context;
  const { db, user, body } = context;
  const access = { token: body.token, databaseId: notionDatabaseId(body.database)! };
  try {
    const database = await describeDatabase(access);
    await saveNotionConnection(db, {
      ...access,
      databaseTitle: database.title,
      dataSourceId: database.dataSourceId,
      connectedBy: user.email,
    });
    return Response.json({ databaseTitle: database.title });
  } catch (error) {
    return notionFailure(error);
  }
}

/** DELETE /api/notion/connection: forgets the secret. Imported drafts stay in the Studio. */
export async function disconnectNotion(request: Request): Promise<Response> {
  const context = await signedInRequest(request, { admin: true });
  if (context instanceof Response) return context;
  await deleteNotionConnection(context.db);
  return Response.json({ disconnected: true });
}

/** POST /api/notion/import: one page of the connected database becomes a draft article. */
export async function importFromNotion(request: Request): Promise<Response> {
  const context = await signedInRequest(request, { schema: notionImportSchema, admin: true });
  if (context instanceof Response) return context;
  const { db, user, body } = context;
  if (contentSource().kind === 'hosted') {
    return jsonError(
      409,
      'The import writes to the local Content Lake; this site reads a hosted Sanity project.',
    );
  }
  const stored = await loadNotionConnection(db);
  if (stored.state !== 'connected') return jsonError(409, 'Connect a Notion database first.');
  const { connection } = stored;
  try {
    const source = await readPage(connection, connection.dataSourceId, body.pageId);
    if (!source) return jsonError(404, 'That page is no longer in the connected Notion database.');
    const imported = await importNotionPage(await getContentDb(), source, { identity: user.id });
    return Response.json({ ...imported, editPath: notionArticleEditPath(body.pageId) });
  } catch (error) {
    if (error instanceof NotionImportRefused) return jsonError(422, error.message);
    return notionFailure(error);
  }
}
