'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { LAKE_BASE_PATH, LOCAL_DATASET, SANITY_API_VERSION } from '@/lib/lake/identity';

// Anonymous listeners of the lake only hear about published documents.
const LISTEN_URL = `${LAKE_BASE_PATH}/v${SANITY_API_VERSION}/data/listen/${LOCAL_DATASET}?${new URLSearchParams(
  {
    query: '*',
    includeResult: 'false',
    includeMutations: 'false',
  },
)}`;
// The publish request revalidates the affected pages as it finishes; refreshing a moment later
// makes sure the new render is the one fetched.
const REFRESH_DELAY_MS = 150;
// A tab hidden longer than this may have missed publishes: it refreshes when shown again.
const MISSED_AFTER_MS = 5_000;

/**
 * Refreshes the current route when content is published, so an open page shows the change without
 * a reload. Only visible tabs listen: a hidden tab holds no connection (browsers allow few per host
 * over HTTP/1.1) and refreshes once when shown again after a while.
 */
export function LiveRefresh() {
  const router = useRouter();

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hiddenAt: number | null = null;

    const refreshSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => router.refresh(), REFRESH_DELAY_MS);
    };
    const connect = () => {
      if (source) return;
      source = new EventSource(LISTEN_URL);
      source.addEventListener('mutation', refreshSoon);
    };
    const disconnect = () => {
      source?.close();
      source = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        disconnect();
      } else {
        connect();
        if (hiddenAt !== null && Date.now() - hiddenAt > MISSED_AFTER_MS) router.refresh();
        hiddenAt = null;
      }
    };

    if (document.visibilityState === 'visible') connect();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(timer);
      disconnect();
    };
  }, [router]);

  return null;
}
