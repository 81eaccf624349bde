'use client';

import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { fetchCurrentAccount } from '@/lib/auth/browser';
import { requestJson } from '@/lib/fetch';
import type { AccountView, SessionUser } from '@/lib/auth/types';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export type AuthContextValue = {
  status: AuthStatus;
  user: (SessionUser & Partial<AccountView>) | null;
  /** Stores the user a successful sign-in answered with (spec §4.5). */
  signIn: (user: SessionUser) => void;
  /** Calls the server, then clears the user; on failure logs and stays signed in (spec §8). */
  logout: () => Promise<boolean>;
  /** Asks the server again (after a change in settings). */
  refresh: () => Promise<void>;
};

type AuthState = Pick<AuthContextValue, 'status' | 'user'>;

/** The signed-in state as a small store, so the context itself never changes (see useAuth). */
function createAuthStore(initial: AuthState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    initial: () => initial,
    set(next: AuthState) {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

type AuthStore = ReturnType<typeof createAuthStore>;
type AuthContextShape = Pick<AuthContextValue, 'signIn' | 'logout' | 'refresh'> & {
  store: AuthStore;
};

const AuthContext = createContext<AuthContextShape | null>(null);

type AuthProviderProps = {
  children: ReactNode;
  /**
   * The user when it is already known (a story, or a page that read the session on the server):
   * `null` means signed out. Given, the first current-user call is skipped.
   */
  initialUser?: AuthContextValue['user'];
};

const signedInState = (user: AuthContextValue['user']): AuthState => ({
  user,
  status: user ? 'signedIn' : 'signedOut',
});

/**
 * Spec §4.5: loading first, then signed in when the current-user call succeeds, else signed out.
 * The context's value never changes; readers subscribe through useAuth, so the answer re-renders
 * only the parts that show the account, not the whole page below the provider.
 */
export function AuthProvider({ children, initialUser }: AuthProviderProps) {
  const known = initialUser !== undefined;
  const [value] = useState<AuthContextShape>(() => {
    const store = createAuthStore(
      known ? signedInState(initialUser) : { user: null, status: 'loading' },
    );
    return {
      store,
      signIn: (user) => store.set(signedInState(user)),
      logout: async () => {
        const result = await requestJson('POST', '/api/auth/logout');
        if (!result.ok) {
          console.error(`Logout failed (${result.status}): ${result.error}`);
          return false;
        }
        store.set(signedInState(null));
        return true;
      },
      refresh: async () => store.set(signedInState(await fetchCurrentAccount())),
    };
  });

  useEffect(() => {
    if (known) return;
    let current = true;
    void fetchCurrentAccount().then((account) => {
      if (current) value.store.set(signedInState(account));
    });
    return () => {
      current = false;
    };
  }, [known, value]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  const { store, signIn, logout, refresh } = context;
  const state = useSyncExternalStore(store.subscribe, store.get, store.initial);
  return useMemo(() => ({ ...state, signIn, logout, refresh }), [state, signIn, logout, refresh]);
}
