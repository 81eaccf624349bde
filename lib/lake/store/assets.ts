import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { contentAssetFiles } from '@/lib/db/schema';

import { LAKE_BASE_PATH, LOCAL_DATASET, LOCAL_PROJECT_ID } from '../identity';
import { commit } from './commit';
import type { CommittedTransaction } from './events';
import { getDocuments } from './query';
import type { StoredDocument } from './types';

export { LAKE_BASE_PATH, LOCAL_DATASET, LOCAL_PROJECT_ID };

export function sha1(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

/** `images/<sha1>-<w>x<h>.<ext>` or `files/<sha1>.<ext>`: the stored key and the public URL tail. */
export function assetUrl(assetPath: string): string {
  const [kind, file] = assetPath.split('/');
  return `${LAKE_BASE_PATH}/${kind}/${LOCAL_PROJECT_ID}/${LOCAL_DATASET}/${file}`;
}

export async function saveAssetBytes(
  db: Database,
  assetPath: string,
  mimeType: string,
  bytes: Uint8Array,
): Promise<void> {
  await db
    .insert(contentAssetFiles)
    .values({ path: assetPath, mimeType, size: bytes.byteLength, bytes })
    .onConflictDoNothing();
}

export async function readAssetBytes(
  db: Database,
  assetPath: string,
): Promise<{ mimeType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ mimeType: contentAssetFiles.mimeType, bytes: contentAssetFiles.bytes })
    .from(contentAssetFiles)
    .where(eq(contentAssetFiles.path, assetPath));
  return row ? { mimeType: row.mimeType, bytes: Buffer.from(row.bytes) } : null;
}

/**
 * Stores an asset: its bytes, then its document (`createIfNotExists`). Assets are named by their
 * bytes, so an upload of bytes already stored changes nothing and answers the stored document.
 */
export async function storeAsset(
  db: Database,
  upload: { document: StoredDocument; assetPath: string; mimeType: string; bytes: Uint8Array },
  identity: string,
): Promise<{ document: StoredDocument; transaction: CommittedTransaction | null }> {
  const [existing] = await getDocuments(db, [upload.document._id]);
  if (existing) return { document: existing, transaction: null };
  await saveAssetBytes(db, upload.assetPath, upload.mimeType, upload.bytes);
  const result = await commit(db, [{ createIfNotExists: upload.document }], { identity });
  const [stored] = await getDocuments(db, [upload.document._id]);
  return { document: stored ?? upload.document, transaction: result.transaction };
}

/** A `sanity.fileAsset` upload of bytes whose type was read from their content. */
export function fileAssetUpload(
  bytes: Uint8Array,
  type: { ext: string; mime: string },
  filename: string | null,
) {
  const hash = sha1(bytes);
  const assetPath = `files/${hash}.${type.ext}`;
  const document: StoredDocument = {
    _id: `file-${hash}-${type.ext}`,
    _type: 'sanity.fileAsset',
    assetId: hash,
    sha1hash: hash,
    extension: type.ext,
    mimeType: type.mime,
    size: bytes.byteLength,
    originalFilename: filename ?? `${hash}.${type.ext}`,
    path: assetPath,
    url: assetUrl(assetPath),
    uploadId: hash,
  };
  return { document, assetPath, mimeType: type.mime, bytes };
}
