import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { contentAssetFiles, contentDocuments, contentTransactions } from '@/lib/db/schema';
import { assetUrl, saveAssetBytes } from './assets';
import { commit, WRITE_LOCK_ID, type CommitResult } from './commit';
import { dropSnapshot } from './snapshot';
import type { StoredDocument } from './types';

export type SeedSource = {
  /** Sanity export NDJSON: one document per line. */
  ndjsonPath: string;
  /** Folder with the bytes of image assets, named `<sha1>-<w>x<h>.<ext>`. */
  imagesDir: string;
  /** Folder with the bytes of file assets, named `<sha1>.<ext>`. */
  filesDir: string;
};

export function defaultSeedSource(root = process.cwd()): SeedSource {
  return {
    ndjsonPath: path.join(root, 'content', 'production.ndjson'),
    imagesDir: path.join(root, 'content', 'images'),
    filesDir: path.join(root, 'content', 'files'),
  };
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
};

/** `image-<sha1>-<w>x<h>-<ext>` → `images/<sha1>-<w>x<h>.<ext>`; `file-<sha1>-<ext>` → `files/<sha1>.<ext>`. */
export function assetPathOf(assetId: string): string | null {
  const image = /^image-([a-f0-9]+)-(\d+x\d+)-([a-z0-9]+)$/.exec(assetId);
  if (image) return `images/${image[1]}-${image[2]}.${image[3]}`;
  const file = /^file-([a-f0-9]+)-([a-z0-9]+)$/.exec(assetId);
  if (file) return `files/${file[1]}.${file[2]}`;
  return null;
}

export function parseNdjson(text: string): StoredDocument[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, index) => {
      const doc = JSON.parse(line) as StoredDocument;
      if (typeof doc._id !== 'string' || typeof doc._type !== 'string') {
        throw new Error(`Seed line ${index + 1} has no _id or _type.`);
      }
      return doc;
    });
}

/**
 * Imports a Sanity export: asset bytes into the asset table, then every document in one transaction
 * (`createIfNotExists`, so a second instance racing the first import changes nothing). Asset
 * documents get local `url`/`path` values.
 */
export async function importSeed(db: Database, source: SeedSource): Promise<CommitResult> {
  const documents = parseNdjson(await readFile(source.ndjsonPath, 'utf8'));
  for (const doc of documents) {
    if (doc._type !== 'sanity.imageAsset' && doc._type !== 'sanity.fileAsset') continue;
    const assetPath = assetPathOf(doc._id);
    if (!assetPath) throw new Error(`Asset document "${doc._id}" has an unexpected id.`);
    const [kind, file] = assetPath.split('/') as [string, string];
    const bytes = await readFile(
      path.join(kind === 'images' ? source.imagesDir : source.filesDir, file),
    );
    const extension = file.split('.').pop() ?? '';
    const mimeType =
      (doc.mimeType as string | undefined) ??
      MIME_BY_EXTENSION[extension] ??
      'application/octet-stream';
    await saveAssetBytes(db, assetPath, mimeType, bytes);
    doc.url = assetUrl(assetPath);
    doc.path = assetPath;
  }
  return commit(
    db,
    documents.map((doc) => ({ createIfNotExists: { ...doc, _id: doc._id } })),
    { identity: 'system:seed' },
  );
}

/** Whether the store has never been written to (no transaction and no document). */
export async function isStoreEmpty(db: Database): Promise<boolean> {
  const [transactions] = await db.select({ n: count() }).from(contentTransactions);
  const [documents] = await db.select({ n: count() }).from(contentDocuments);
  return Number(transactions?.n ?? 0) === 0 && Number(documents?.n ?? 0) === 0;
}

/**
 * Which store this is: the id of its first transaction (normally the seed import). It differs between
 * databases and changes on reset, so caches outside the database can tell their entries apart.
 */
export async function storeEpoch(db: Database): Promise<string> {
  const [first] = await db
    .select({ id: contentTransactions.id })
    .from(contentTransactions)
    .orderBy(contentTransactions.seq)
    .limit(1);
  return first?.id ?? 'empty';
}

/** Deletes every document, log entry and asset, then imports the seed again. */
export async function resetStore(db: Database, source: SeedSource): Promise<CommitResult> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK_ID})`);
    await tx.delete(contentDocuments);
    await tx.delete(contentTransactions);
    await tx.delete(contentAssetFiles);
  });
  dropSnapshot(db);
  return importSeed(db, source);
}
