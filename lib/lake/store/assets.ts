import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { contentAssetFiles } from '@/lib/db/schema';

import { LAKE_BASE_PATH, LOCAL_DATASET, LOCAL_PROJECT_ID } from '../identity';

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
