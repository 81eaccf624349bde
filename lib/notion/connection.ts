import { eq } from 'drizzle-orm';
import { openSecret, sealSecret } from '../auth/secret-box';
import { tables, type Database } from '../db';
import type { NotionAccess } from './client';

/** The Notion database an admin connected, with the secret to read it. */
export type NotionConnection = NotionAccess & {
  databaseTitle: string;
  dataSourceId: string;
  connectedBy: string;
  connectedAt: Date;
};

export type StoredNotionConnection =
  | { state: 'none' }
  | { state: 'connected'; connection: NotionConnection }
  // The secret was sealed under another SESSION_SECRET: the admin has to paste it again.
  | { state: 'unreadable'; databaseTitle: string };

export async function loadNotionConnection(db: Database): Promise<StoredNotionConnection> {
  const [row] = await db
    .select()
    .from(tables.integrations)
    .where(eq(tables.integrations.provider, 'notion'));
  if (!row) return { state: 'none' };
  const { databaseId = '', databaseTitle = '', dataSourceId = '' } = row.settings;
  let token: string;
  try {
    token = await openSecret(row.sealedSecret);
  } catch {
    return { state: 'unreadable', databaseTitle };
  }
  return {
    state: 'connected',
    connection: {
      token,
      databaseId,
      databaseTitle,
      dataSourceId,
      connectedBy: row.connectedBy,
      connectedAt: row.connectedAt,
    },
  };
}

export async function saveNotionConnection(
  db: Database,
  connection: Omit<NotionConnection, 'connectedAt'>,
  now = new Date(),
): Promise<void> {
  const row = {
    settings: {
      databaseId: connection.databaseId,
      databaseTitle: connection.databaseTitle,
      dataSourceId: connection.dataSourceId,
    },
    sealedSecret: await sealSecret(connection.token),
    connectedBy: connection.connectedBy,
    connectedAt: now,
  };
  await db
    .insert(tables.integrations)
    .values({ provider: 'notion', ...row })
    .onConflictDoUpdate({ target: tables.integrations.provider, set: row });
}

export async function deleteNotionConnection(db: Database): Promise<void> {
  await db.delete(tables.integrations).where(eq(tables.integrations.provider, 'notion'));
}
