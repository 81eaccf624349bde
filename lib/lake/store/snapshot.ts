import { gt, max } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { contentDocuments, contentTransactions } from '@/lib/db/schema';
import type { DocumentEvent } from './events';
import type { StoredDocument } from './types';

type Snapshot = { seq: number; documents: Map<string, StoredDocument> };

// Past this many unseen transactions a full reload is cheaper than replaying them.
const MAX_REPLAY = 200;

const snapshots = new WeakMap<Database, Snapshot>();
const refreshing = new WeakMap<Database, Promise<Snapshot>>();

async function latestSeq(db: Database): Promise<number> {
  const [row] = await db.select({ seq: max(contentTransactions.seq) }).from(contentTransactions);
  return Number(row?.seq ?? 0);
}

function applyEvent(documents: Map<string, StoredDocument>, event: DocumentEvent) {
  const [mutation] = event.mutations;
  const replacement = mutation?.createOrReplace as StoredDocument | undefined;
  if (replacement) documents.set(event.documentId, replacement);
  else documents.delete(event.documentId);
}

async function refresh(
  db: Database,
  current: Snapshot | undefined,
  seq: number,
): Promise<Snapshot> {
  if (current && seq - current.seq <= MAX_REPLAY) {
    const rows = await db
      .select({ seq: contentTransactions.seq, events: contentTransactions.events })
      .from(contentTransactions)
      .where(gt(contentTransactions.seq, current.seq))
      .orderBy(contentTransactions.seq);
    const documents = new Map(current.documents);
    for (const row of rows)
      for (const event of row.events as DocumentEvent[]) applyEvent(documents, event);
    return { seq: Math.max(seq, ...rows.map((row) => Number(row.seq))), documents };
  }
  // The sequence is read before the documents: anything committed in between is replayed later,
  // which is harmless because events carry whole documents.
  const rows = await db.select({ body: contentDocuments.body }).from(contentDocuments);
  return {
    seq,
    documents: new Map(rows.map((row) => [String(row.body._id), row.body as StoredDocument])),
  };
}

/**
 * Every stored document, from an in-memory copy that is brought up to date from the transaction log
 * (one indexed `max(seq)` read per call), so several app instances on one PostgreSQL stay consistent.
 */
export async function readAllDocuments(db: Database): Promise<Map<string, StoredDocument>> {
  const seq = await latestSeq(db);
  for (;;) {
    const current = snapshots.get(db);
    if (current && current.seq >= seq) return current.documents;
    let pending = refreshing.get(db);
    if (!pending) {
      pending = refresh(db, current, seq).finally(() => refreshing.delete(db));
      refreshing.set(db, pending);
    }
    const next = await pending;
    const latest = snapshots.get(db);
    if (!latest || latest.seq <= next.seq) snapshots.set(db, next);
    // A refresh started for an older sequence goes round once more.
  }
}

/** Forgets the in-memory copy (after a reset that bypassed the transaction log). */
export function dropSnapshot(db: Database) {
  snapshots.delete(db);
}
