// Browser side of the auth API (no server imports).
import { queryJson } from '../fetch';
import type { AccountView } from './types';

/** GET /api/auth/me: the account, or null when signed out or the call fails (spec §8: debug only). */
export async function fetchCurrentAccount(): Promise<AccountView | null> {
  try {
    const account = await queryJson<AccountView>(['/api/auth/me'], { on401: 'returnNull' });
    if (!account) console.debug('Not signed in (GET /api/auth/me answered 401)');
    return account;
  } catch (error) {
    console.debug('Not signed in (GET /api/auth/me failed)', error);
    return null;
  }
}
