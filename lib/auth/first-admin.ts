import type { Database } from '../db';
import { firstAdminCredentials } from './config';
import { createUser, findUserByEmail } from './users';

const globalForAdmin = globalThis as typeof globalThis & { __studioFirstAdmin?: Promise<void> };

/**
 * Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD (local-only defaults on a local site) when
 * no account has that address yet. Idempotent, also across instances (the unique address decides).
 */
export async function ensureFirstAdmin(db: Database): Promise<void> {
  const credentials = firstAdminCredentials();
  if (!credentials) {
    console.warn('No first admin: set ADMIN_EMAIL and ADMIN_PASSWORD to create one.');
    return;
  }
  if (await findUserByEmail(db, credentials.email)) return;
  await createUser(db, {
    email: credentials.email,
    name: 'Studio admin',
    password: credentials.password,
    role: 'admin',
    verified: true,
  });
}

/** Once per process, for the request paths that need the admin to exist (health, sign-in). */
export function ensureFirstAdminOnce(db: Database): Promise<void> {
  globalForAdmin.__studioFirstAdmin ??= ensureFirstAdmin(db).catch((error) => {
    globalForAdmin.__studioFirstAdmin = undefined;
    throw error;
  });
  return globalForAdmin.__studioFirstAdmin;
}
