import { existsSync } from 'node:fs';
import { getDb, type Database } from '@/lib/db';
import { defaultSeedSource, importSeed, isStoreEmpty, storeEpoch } from './seed';
import { importDemoRota } from '../../staff/seed';

export { commit, newTransactionId } from './commit';
export type {
  CommitResult,
  DocumentAction,
  DocumentMutation,
  MutationResult,
  Operation,
  PatchOperation,
} from './commit';
export {
  subscribeToCommits,
  commitSubscriberCount,
  notifyCommit,
  reportedTransaction,
} from './events';
export { listenForCommits, loggedTransaction } from './broadcast';
export type { CommittedTransaction, DocumentEvent } from './events';
export { getDocuments, queryDocuments } from './query';
export { documentMatches, evaluateGroq } from './groq';
export { applyPerspective } from './perspective';
export { dependencyTags, tagsForChanges, CONTENT_TAG } from './dependencies';
export {
  importSeed,
  resetStore,
  defaultSeedSource,
  isStoreEmpty,
  assetPathOf,
  storeEpoch,
} from './seed';
export {
  assetUrl,
  fileAssetUpload,
  readAssetBytes,
  storeAsset,
  saveAssetBytes,
  sha1,
  LOCAL_DATASET,
  LOCAL_PROJECT_ID,
  LAKE_BASE_PATH,
} from './assets';
export { ContentStoreError, publishedIdOf, isPublishedId, DRAFTS_PREFIX } from './types';
export type { Perspective, StoredDocument } from './types';

const globalForContent = globalThis as typeof globalThis & {
  __contentDb?: Promise<Database>;
  __contentEpoch?: Promise<string>;
};

async function openSeeded(): Promise<Database> {
  const db = await getDb();
  const source = defaultSeedSource();
  if (existsSync(source.ndjsonPath) && (await isStoreEmpty(db))) {
    const { results } = await importSeed(db, source);
    console.log(
      `[content] imported ${results.length} seed documents from content/production.ndjson`,
    );
    // The seed's studios come with the seed's engineers and producer.
    const people = await importDemoRota(db);
    console.log(`[staff] imported ${people} people from content/staff.json`);
  }
  return db;
}

/** The app database with the content seed imported on first use (first start of an empty store). */
export function getContentDb(): Promise<Database> {
  if (!globalForContent.__contentDb) {
    const opening = openSeeded();
    opening.catch(() => {
      globalForContent.__contentDb = undefined;
    });
    globalForContent.__contentDb = opening;
  }
  return globalForContent.__contentDb;
}

/**
 * The epoch of the app's store, read once per process: part of every cached read's key, so Next's
 * data cache (which survives restarts) never serves reads of another database or of a store since reset.
 */
export function getContentEpoch(): Promise<string> {
  if (!globalForContent.__contentEpoch) {
    const reading = getContentDb().then(storeEpoch);
    reading.catch(() => {
      globalForContent.__contentEpoch = undefined;
    });
    globalForContent.__contentEpoch = reading;
  }
  return globalForContent.__contentEpoch;
}
