// Commits reach every app instance sharing a PostgreSQL database: the committing transaction sends
// NOTIFY with its log sequence (delivered only if it commits), and each instance LISTENs and reads
// the transaction back from the log. On the embedded database there is one instance, and the
// in-process notification (events.ts) is all there is.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { contentTransactions } from '@/lib/db/schema';
import type { CommittedTransaction, DocumentEvent } from './events';
import type { StoredDocument } from './types';

const CHANNEL = 'content_commits';

/** This process, so it can skip its own announcements (it already told its listeners). */
export const INSTANCE_ID: string = ((globalThis as { __lakeInstance?: string }).__lakeInstance ??=
  randomUUID());

/** Inside the committing transaction: tells the other instances once it commits. */
export async function announceCommit(tx: Pick<Database, 'execute'>, seq: number) {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${`${seq} ${INSTANCE_ID}`})`);
}

/** The logged transaction with this sequence number, as the committing instance saw it. */
export async function loggedTransaction(
  db: Database,
  seq: number,
): Promise<CommittedTransaction | null> {
  const [row] = await db
    .select()
    .from(contentTransactions)
    .where(eq(contentTransactions.seq, seq))
    .limit(1);
  if (!row) return null;
  const events = row.events as DocumentEvent[];
  return {
    seq: row.seq,
    transactionId: row.id,
    identity: row.identity,
    timestamp: row.createdAt.toISOString(),
    events,
    changes: events.map((event) => ({
      id: event.documentId,
      before: event.effects.revert[1] as StoredDocument | null,
      after: event.effects.apply[1] as StoredDocument | null,
    })),
  };
}

/**
 * LISTENs on its own connection for other instances' commits and hands each sequence number to
 * `onCommit`, in order. Reconnects after a lost connection. Returns a function that stops it.
 */
export function listenForCommits(url: string, onCommit: (seq: number) => Promise<void>) {
  let stopped = false;
  let queue = Promise.resolve();
  let client: import('pg').Client | null = null;

  const connect = async () => {
    const { Client } = await import('pg');
    const current = new Client({ connectionString: url });
    client = current;
    current.on('notification', ({ payload }) => {
      const [seq, origin] = (payload ?? '').split(' ');
      if (!seq || origin === INSTANCE_ID) return;
      queue = queue.then(() =>
        onCommit(Number(seq)).catch((error) =>
          console.error(`[content] commit ${seq} from another instance not applied`, error),
        ),
      );
    });
    current.on('error', (error) => {
      console.warn(`[content] commit listener lost its connection: ${error.message}`);
      current.end().catch(() => {});
      if (!stopped) setTimeout(connect, 1000);
    });
    try {
      await current.connect();
      await current.query(`listen ${CHANNEL}`);
    } catch (error) {
      console.warn(`[content] commit listener could not connect: ${(error as Error).message}`);
      current.end().catch(() => {});
      if (!stopped) setTimeout(connect, 1000);
    }
  };
  void connect();
  return () => {
    stopped = true;
    void client?.end().catch(() => {});
  };
}
