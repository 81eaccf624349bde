'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

/** False in the server HTML and until hydration, then true: the page's scripts now handle events. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
}
