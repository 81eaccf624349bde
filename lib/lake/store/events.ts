import type { Database } from '@/lib/db';
import type { StoredDocument } from './types';

/** One document's change inside a transaction, shaped like a Sanity listen `mutation` event. */
export type DocumentEvent = {
  documentId: string;
  transactionId: string;
  identity: string;
  transition: 'update' | 'appear' | 'disappear';
  previousRev: string | null;
  resultRev: string;
  timestamp: string;
  mutations: Record<string, unknown>[];
  /** Mendoza patches: opcode 0 replaces the whole value. */
  effects: { apply: [0, unknown]; revert: [0, unknown] };
};

export type CommittedChange = {
  id: string;
  before: StoredDocument | null;
  after: StoredDocument | null;
};

export type CommittedTransaction = {
  seq: number;
  transactionId: string;
  identity: string;
  timestamp: string;
  events: DocumentEvent[];
  changes: CommittedChange[];
};

type Subscriber = (transaction: CommittedTransaction) => void;

// Listeners are per database handle, so tests with several databases in one process stay apart.
const subscribers = new WeakMap<Database, Set<Subscriber>>();

export function subscribeToCommits(db: Database, subscriber: Subscriber): () => void {
  let set = subscribers.get(db);
  if (!set) {
    set = new Set();
    subscribers.set(db, set);
  }
  set.add(subscriber);
  return () => set.delete(subscriber);
}

export function commitSubscriberCount(db: Database): number {
  return subscribers.get(db)?.size ?? 0;
}

export function notifyCommit(db: Database, transaction: CommittedTransaction) {
  for (const subscriber of subscribers.get(db) ?? []) {
    try {
      subscriber(transaction);
    } catch (error) {
      console.error('[content] commit subscriber failed', error);
    }
  }
}

/**
 * A change this lake did not commit but was told of (a hosted project's webhook), shaped as a
 * transaction so live streams treat it like their own commits.
 */
export function reportedTransaction(
  document: StoredDocument,
  change: { operation: 'create' | 'update' | 'delete'; transactionId: string },
): CommittedTransaction {
  const timestamp = new Date().toISOString();
  const { operation, transactionId } = change;
  const identity = 'webhook';
  return {
    seq: 0,
    transactionId,
    identity,
    timestamp,
    events: [
      {
        documentId: document._id,
        transactionId,
        identity,
        transition:
          operation === 'create' ? 'appear' : operation === 'delete' ? 'disappear' : 'update',
        previousRev: null,
        resultRev: document._rev ?? transactionId,
        timestamp,
        mutations: [],
        effects: { apply: [0, operation === 'delete' ? null : document], revert: [0, null] },
      },
    ],
    changes: [
      {
        id: document._id,
        before: operation === 'create' ? null : document,
        after: operation === 'delete' ? null : document,
      },
    ],
  };
}
