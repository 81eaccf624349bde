import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, tables, type Database } from '../db';

// No secret ships with the source: SESSION_SECRET when set, else one this installation made for
// itself on its first start and keeps in its database (PGlite's under $DATA_DIR, or the PostgreSQL
// every instance shares), so nothing in the repository can seal a cookie the running site accepts.

const MIN_SECRET_LENGTH = 32;
const SESSION_SECRET_NAME = 'session';

const memo = globalThis as typeof globalThis & { __studioSessionSecret?: Promise<string> };

/** The secret that seals session cookies, keys the secret box and signs newsletter links. */
export function sessionSecret(): Promise<string> {
  const configured = process.env.SESSION_SECRET;
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) {
      return Promise.reject(new Error('SESSION_SECRET must be at least 32 characters'));
    }
    return Promise.resolve(configured);
  }
  if (!memo.__studioSessionSecret) {
    const loading = getDb().then((db) => installSecret(db, SESSION_SECRET_NAME));
    // A database that was not reachable yet must not poison the process: the next call tries again.
    loading.catch(() => {
      memo.__studioSessionSecret = undefined;
    });
    memo.__studioSessionSecret = loading;
  }
  return memo.__studioSessionSecret;
}

/**
 * The installation's secret of this name, made (48 random bytes) the first time it is asked for;
 * instances starting together agree, as the first insert wins and everyone reads it back.
 */
export async function installSecret(db: Database, name: string): Promise<string> {
  const secrets = tables.installSecrets;
  await db
    .insert(secrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: secrets.value })
    .from(secrets)
    .where(eq(secrets.name, name));
  if (!row) throw new Error(`The install secret "${name}" was not stored`);
  return row.value;
}
