'use client';

import { useSyncExternalStore } from 'react';
import { configuredConsentAutoAccept } from '@/lib/analytics';
import {
  createConsentStore,
  UNKNOWN_CONSENT,
  type ConsentRecord,
  type ConsentSnapshot,
  type ConsentStore,
  type CookieJar,
} from '@/lib/consent';
import { apiRequest } from '@/lib/fetch';

// Cookies may be set for this host or any parent domain; try each so a withdrawal really removes them.
const documentCookies: CookieJar = {
  names: () =>
    document.cookie
      .split(';')
      .map((part) => part.split('=')[0]?.trim() ?? '')
      .filter(Boolean),
  set(name, value, maxAgeSeconds) {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
  },
  remove(name) {
    const labels = window.location.hostname.split('.');
    const domains: (string | null)[] = [null];
    for (let i = 0; i < labels.length - 1; i += 1) domains.push(labels.slice(i).join('.'));
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  },
};

let store: ConsentStore | undefined;

/** The browser's consent store (created on first use, in the browser only). */
export function consentStore(): ConsentStore {
  store ??= createConsentStore({
    storage: window.localStorage,
    cookies: documentCookies,
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
    logError: (message, error) => console.error(message, error),
    autoAccept: configuredConsentAutoAccept(),
  });
  return store;
}

const subscribe = (listener: () => void) => {
  const unsubscribe = consentStore().subscribe(listener);
  // Another tab's choice applies here too.
  const onStorage = () => consentStore().refresh();
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
};

export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => consentStore().getSnapshot(),
    () => UNKNOWN_CONSENT,
  );
}

/** Keeps server-side proof of the choice; a failure is logged and never blocks the visitor. */
export function recordConsent(record: ConsentRecord): void {
  apiRequest('POST', '/api/consent', record).catch((error: unknown) =>
    console.warn('The consent record could not be stored', error),
  );
}
