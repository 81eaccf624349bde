import { randomBytes } from 'node:crypto';
import { Mutation } from '@sanity/mutator';
import type { InsertPatch } from '@sanity/types';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { contentDocuments, contentTransactions } from '@/lib/db/schema';
import { announceCommit } from './broadcast';
import {
  notifyCommit,
  type CommittedChange,
  type CommittedTransaction,
  type DocumentEvent,
} from './events';
import { ContentStoreError, DRAFTS_PREFIX, type StoredDocument } from './types';

export type PatchOperation = {
  id: string;
  ifRevisionID?: string;
  set?: Record<string, unknown>;
  setIfMissing?: Record<string, unknown>;
  unset?: string[];
  inc?: Record<string, number>;
  dec?: Record<string, number>;
  insert?: InsertPatch;
  diffMatchPatch?: Record<string, string>;
};

type NewDocument = { _type: string; _id?: string; [field: string]: unknown };

/** The Mutations API's operations. */
export type DocumentMutation =
  | { create: NewDocument }
  | { createOrReplace: NewDocument & { _id: string } }
  | { createIfNotExists: NewDocument & { _id: string } }
  | { delete: { id: string } }
  | { patch: PatchOperation };

/** The Actions API's document operations (what the Studio sends). */
export type DocumentAction =
  | {
      actionType: 'sanity.action.document.create';
      publishedId: string;
      attributes: NewDocument;
      ifExists?: 'fail' | 'ignore';
    }
  | {
      actionType: 'sanity.action.document.edit';
      draftId: string;
      publishedId: string;
      patch: Omit<PatchOperation, 'id'>;
    }
  | {
      actionType: 'sanity.action.document.publish';
      draftId: string;
      publishedId: string;
      ifDraftRevisionId?: string;
      ifPublishedRevisionId?: string;
    }
  | { actionType: 'sanity.action.document.unpublish'; draftId: string; publishedId: string }
  | { actionType: 'sanity.action.document.discard'; draftId: string }
  | { actionType: 'sanity.action.document.delete'; publishedId: string; includeDrafts?: string[] }
  | {
      actionType: 'sanity.action.document.replaceDraft';
      publishedId: string;
      draftId?: string;
      attributes: NewDocument;
    };

export type Operation = DocumentMutation | DocumentAction;

export type MutationResult = { id: string; operation: 'create' | 'update' | 'delete' | 'none' };

export type CommitResult = {
  transactionId: string;
  results: MutationResult[];
  documents: StoredDocument[];
  transaction: CommittedTransaction | null;
};

export type CommitOptions = {
  /** Who wrote it (a user id, or `system` for imports). */
  identity: string;
  transactionId?: string;
  timestamp?: Date;
};

// Every write takes this transaction-scoped advisory lock, so writes are applied one at a time
// across every connection and app instance; the log's sequence is then the commit order.
export const WRITE_LOCK_ID = 727_101;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A 22-character letters-and-digits id, the shape Sanity gives new documents and transactions.
 * Letters and digits only: `@sanity/client` refuses document ids that start with `-`, which a
 * base64url id did once in 64 creates. 248 of 256 byte values map evenly onto the 62 characters.
 */
export function newTransactionId(): string {
  let id = '';
  while (id.length < 22) {
    for (const byte of randomBytes(32)) {
      if (byte < 248 && id.length < 22) id += ID_ALPHABET[byte % 62];
    }
  }
  return id;
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

function withoutRev(doc: StoredDocument | null) {
  if (!doc) return null;
  const { _rev: _ignored, ...rest } = doc;
  return rest;
}

/** The ids an operation may read or write, so they can be loaded before it runs. */
function touchedIds(operation: Operation): string[] {
  if ('actionType' in operation) {
    switch (operation.actionType) {
      case 'sanity.action.document.create':
        return [
          operation.publishedId,
          operation.attributes._id ?? DRAFTS_PREFIX + operation.publishedId,
        ];
      case 'sanity.action.document.replaceDraft':
        return [operation.publishedId, operation.draftId ?? DRAFTS_PREFIX + operation.publishedId];
      case 'sanity.action.document.discard':
        return [operation.draftId];
      case 'sanity.action.document.delete':
        return [
          operation.publishedId,
          DRAFTS_PREFIX + operation.publishedId,
          ...(operation.includeDrafts ?? []),
        ];
      default:
        return [operation.draftId, operation.publishedId];
    }
  }
  if ('create' in operation) return operation.create._id ? [operation.create._id] : [];
  if ('createOrReplace' in operation) return [operation.createOrReplace._id];
  if ('createIfNotExists' in operation) return [operation.createIfNotExists._id];
  if ('delete' in operation) return [operation.delete.id];
  return [operation.patch.id];
}

class Working {
  readonly current = new Map<string, StoredDocument | null>();
  readonly touched = new Set<string>();
  readonly results: MutationResult[] = [];

  constructor(readonly before: Map<string, StoredDocument>) {
    for (const [id, doc] of before) this.current.set(id, clone(doc));
  }

  get(id: string): StoredDocument | null {
    return this.current.get(id) ?? null;
  }

  put(id: string, doc: StoredDocument, operation: MutationResult['operation']) {
    if (typeof doc._type !== 'string' || doc._type.length === 0) {
      throw new ContentStoreError(400, `Document "${id}" needs a _type.`);
    }
    this.current.set(id, { ...doc, _id: id });
    this.touched.add(id);
    this.results.push({ id, operation });
  }

  remove(id: string) {
    if (!this.get(id)) return;
    this.current.set(id, null);
    this.touched.add(id);
    this.results.push({ id, operation: 'delete' });
  }

  checkRevision(id: string, expected: string | undefined) {
    if (expected === undefined) return;
    const actual = this.before.get(id)?._rev;
    if (actual !== expected) {
      throw new ContentStoreError(
        409,
        `Document "${id}" has unexpected revision ID ("${actual ?? 'none'}"), expected "${expected}".`,
      );
    }
  }

  patch(id: string, patch: Omit<PatchOperation, 'id'>, base: StoredDocument | null = this.get(id)) {
    if (!base)
      throw new ContentStoreError(
        404,
        `Cannot patch document "${id}": it does not exist.`,
        'documentNotFoundError',
      );
    let result: StoredDocument | null;
    try {
      result = new Mutation({ mutations: [{ patch: { ...patch, id } }] }).apply(
        clone(base),
      ) as StoredDocument | null;
    } catch (error) {
      throw new ContentStoreError(
        400,
        `Cannot apply patch to "${id}": ${(error as Error).message}`,
      );
    }
    if (!result) throw new ContentStoreError(400, `Patch removed document "${id}".`);
    this.put(id, { ...result, _id: id, _type: base._type }, 'update');
  }
}

function applyMutation(work: Working, mutation: DocumentMutation) {
  if ('create' in mutation) {
    const doc = clone(mutation.create);
    let id = doc._id ?? newTransactionId();
    if (id.endsWith('.')) id += newTransactionId();
    if (work.get(id)) throw new ContentStoreError(409, `Document by ID "${id}" already exists.`);
    work.put(id, { ...doc, _id: id }, 'create');
  } else if ('createOrReplace' in mutation) {
    const doc = clone(mutation.createOrReplace);
    const existing = work.get(doc._id);
    work.put(
      doc._id,
      { ...doc, _createdAt: existing?._createdAt ?? (doc._createdAt as string | undefined) },
      existing ? 'update' : 'create',
    );
  } else if ('createIfNotExists' in mutation) {
    const doc = clone(mutation.createIfNotExists);
    if (work.get(doc._id)) work.results.push({ id: doc._id, operation: 'none' });
    else work.put(doc._id, doc, 'create');
  } else if ('delete' in mutation) {
    const id = mutation.delete.id;
    if (work.get(id)) work.remove(id);
    else work.results.push({ id, operation: 'none' });
  } else {
    const { id, ifRevisionID, ...patch } = mutation.patch;
    work.checkRevision(id, ifRevisionID);
    work.patch(id, patch);
  }
}

function applyAction(work: Working, action: DocumentAction) {
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const draftId = action.attributes._id ?? DRAFTS_PREFIX + action.publishedId;
      if (work.get(draftId) || work.get(action.publishedId)) {
        if (action.ifExists === 'ignore') return;
        throw new ContentStoreError(409, `Document "${action.publishedId}" already exists.`);
      }
      work.put(draftId, { ...clone(action.attributes), _id: draftId }, 'create');
      return;
    }
    case 'sanity.action.document.edit': {
      const draft = work.get(action.draftId);
      const published = work.get(action.publishedId);
      const base = draft ?? (published ? { ...published, _id: action.draftId } : null);
      work.patch(action.draftId, action.patch, base);
      return;
    }
    case 'sanity.action.document.publish': {
      const draft = work.get(action.draftId);
      if (!draft)
        throw new ContentStoreError(
          409,
          `Cannot publish "${action.publishedId}": there is no draft.`,
        );
      work.checkRevision(action.draftId, action.ifDraftRevisionId);
      work.checkRevision(action.publishedId, action.ifPublishedRevisionId);
      const published = work.get(action.publishedId);
      work.put(
        action.publishedId,
        {
          ...draft,
          _id: action.publishedId,
          _createdAt: published?._createdAt ?? draft._createdAt,
        },
        published ? 'update' : 'create',
      );
      work.remove(action.draftId);
      return;
    }
    case 'sanity.action.document.unpublish': {
      const published = work.get(action.publishedId);
      if (!published)
        throw new ContentStoreError(
          409,
          `Cannot unpublish "${action.publishedId}": it is not published.`,
        );
      if (!work.get(action.draftId))
        work.put(action.draftId, { ...published, _id: action.draftId }, 'create');
      work.remove(action.publishedId);
      return;
    }
    case 'sanity.action.document.discard': {
      if (!work.get(action.draftId))
        throw new ContentStoreError(409, `There is no draft "${action.draftId}" to discard.`);
      work.remove(action.draftId);
      return;
    }
    case 'sanity.action.document.delete': {
      for (const id of new Set([
        action.publishedId,
        DRAFTS_PREFIX + action.publishedId,
        ...(action.includeDrafts ?? []),
      ])) {
        work.remove(id);
      }
      return;
    }
    case 'sanity.action.document.replaceDraft': {
      const draftId = action.draftId ?? DRAFTS_PREFIX + action.publishedId;
      const existing = work.get(draftId);
      work.put(
        draftId,
        { ...clone(action.attributes), _id: draftId },
        existing ? 'update' : 'create',
      );
      return;
    }
  }
}

/**
 * Applies mutations and actions as one database transaction: all of them or none. Writes are
 * serialised; `ifRevisionID` / `if…RevisionId` that no longer match fail with 409. Each changed
 * document gets `_rev` = the transaction id, and one listen event (with the whole resulting document
 * and mendoza value effects) goes into the log and to in-process listeners.
 */
export async function commit(
  db: Database,
  operations: Operation[],
  options: CommitOptions,
): Promise<CommitResult> {
  const transactionId = options.transactionId ?? newTransactionId();
  const timestamp = (options.timestamp ?? new Date()).toISOString();

  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK_ID})`);
    const ids = [...new Set(operations.flatMap(touchedIds))];
    const rows = ids.length
      ? await tx
          .select({ body: contentDocuments.body })
          .from(contentDocuments)
          .where(inArray(contentDocuments.id, ids))
      : [];
    const before = new Map(rows.map((row) => [String(row.body._id), row.body as StoredDocument]));
    const work = new Working(before);
    for (const operation of operations) {
      if ('actionType' in operation) applyAction(work, operation);
      else applyMutation(work, operation);
    }

    const changes: CommittedChange[] = [];
    for (const id of work.touched) {
      const previous = before.get(id) ?? null;
      const next = work.get(id);
      if (!previous && !next) continue;
      if (next) {
        next._rev = transactionId;
        next._updatedAt = timestamp;
        next._createdAt = previous?._createdAt ?? next._createdAt ?? timestamp;
        await tx
          .insert(contentDocuments)
          .values({
            id,
            type: next._type,
            rev: transactionId,
            body: next,
            createdAt: new Date(next._createdAt),
            updatedAt: new Date(timestamp),
          })
          .onConflictDoUpdate({
            target: contentDocuments.id,
            set: {
              type: next._type,
              rev: transactionId,
              body: next,
              updatedAt: new Date(timestamp),
            },
          });
      } else {
        await tx.delete(contentDocuments).where(inArray(contentDocuments.id, [id]));
      }
      changes.push({ id, before: previous, after: next });
    }
    if (changes.length === 0) return { work, transaction: null };

    const events: DocumentEvent[] = changes.map(({ id, before: previous, after }) => ({
      documentId: id,
      transactionId,
      identity: options.identity,
      transition: !previous ? 'appear' : after ? 'update' : 'disappear',
      previousRev: previous?._rev ?? null,
      resultRev: transactionId,
      timestamp,
      mutations: after ? [{ createOrReplace: after }] : [{ delete: { id } }],
      effects: { apply: [0, withoutRev(after)], revert: [0, withoutRev(previous)] },
    }));
    const [logged] = await tx
      .insert(contentTransactions)
      .values({
        id: transactionId,
        identity: options.identity,
        events,
        createdAt: new Date(timestamp),
      })
      .returning({ seq: contentTransactions.seq });
    await announceCommit(tx, Number(logged!.seq));
    const transaction: CommittedTransaction = {
      seq: Number(logged!.seq),
      transactionId,
      identity: options.identity,
      timestamp,
      events,
      changes,
    };
    return { work, transaction };
  });

  if (outcome.transaction) notifyCommit(db, outcome.transaction);
  const documents =
    outcome.transaction?.changes.flatMap((change) => (change.after ? [change.after] : [])) ?? [];
  return {
    transactionId,
    results: outcome.work.results,
    documents,
    transaction: outcome.transaction,
  };
}
