'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
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

const AuthContext = createContext<AuthContextValue | null>(null);

type AuthProviderProps = {
  children: ReactNode;
  /**
   * The user when it is already known (a story, or a page that read the session on the server):
   * `null` means signed out. Given, the first current-user call is skipped.
   */
  initialUser?: AuthContextValue['user'];
};

/** Spec §4.5: loading first, then signed in when the current-user call succeeds, else signed out. */
export function AuthProvider({ children, initialUser }: AuthProviderProps) {
  const known = initialUser !== undefined;
  const [user, setUser] = useState<AuthContextValue['user']>(initialUser ?? null);
  const [status, setStatus] = useState<AuthStatus>(
    known ? (initialUser ? 'signedIn' : 'signedOut') : 'loading',
  );

  const refresh = useCallback(async () => {
    const account = await fetchCurrentAccount();
    setUser(account);
    setStatus(account ? 'signedIn' : 'signedOut');
  }, []);

  useEffect(() => {
    if (known) return;
    let current = true;
    void fetchCurrentAccount().then((account) => {
      if (!current) return;
      setUser(account);
      setStatus(account ? 'signedIn' : 'signedOut');
    });
    return () => {
      current = false;
    };
  }, [known]);

  const signIn = useCallback((signedIn: SessionUser) => {
    setUser(signedIn);
    setStatus('signedIn');
  }, []);

  const logout = useCallback(async () => {
    const result = await requestJson('POST', '/api/auth/logout');
    if (!result.ok) {
      console.error(`Logout failed (${result.status}): ${result.error}`);
      return false;
    }
    setUser(null);
    setStatus('signedOut');
    return true;
  }, []);

  const value = useMemo(
    () => ({ status, user, signIn, logout, refresh }),
    [status, user, signIn, logout, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
