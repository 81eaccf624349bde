import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appEnv } from '../env';

// Uploaded files (CVs) on local disk under DATA_DIR/uploads. Keys are generated here, never taken
// from the uploader, so a file name can't escape the folder or overwrite another upload.
const KEY_PATTERN = /^[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

function uploadsRoot(): string {
  return path.resolve(appEnv().DATA_DIR, 'uploads');
}

function pathOf(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not an upload key: ${key}`);
  return path.join(uploadsRoot(), key);
}

/** Stores the bytes privately (owner read/write only) and returns the key to find them again. */
export async function storeUpload(
  folder: string,
  bytes: Uint8Array,
  extension: string,
): Promise<string> {
  const key = `${folder}/${randomUUID()}.${extension}`;
  const file = pathOf(key);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
  return key;
}

export function readUpload(key: string): Promise<Buffer> {
  return readFile(pathOf(key));
}

export async function deleteUpload(key: string): Promise<void> {
  await rm(pathOf(key), { force: true });
}
