import type { Database } from '../db';
import { fromLoopback } from '../http';
import { firstAdminCredentials, LOCAL_ADMIN_EMAIL } from './config';
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

/**
 * The local default admin (whose password is printed in the README) signs in only from this
 * machine, so a site left on its defaults behind an open port cannot be taken over from outside.
 */
export function localAdminRefused(email: string, request: Request): boolean {
  return email.trim().toLowerCase() === LOCAL_ADMIN_EMAIL && !fromLoopback(request);
}

export const LOCAL_ADMIN_ELSEWHERE =
  'The local admin account can only sign in on the machine the site runs on. Set ADMIN_EMAIL and ADMIN_PASSWORD to create an admin for this site.';
