'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** The stream that says a studio's bookings changed (app/api/admin/bookings/live). */
export const BOOKINGS_LIVE_URL = '/api/admin/bookings/live';
// Many changes at once (a batch of holds expiring) re-render the page once.
const SETTLE_MS = 500;

/**
 * Re-renders the page's server components when any booking changes, so one made on the site
 * appears without a reload; never under a move staff are making (`paused`), but right after it.
 */
export function useLiveRefresh(enabled: boolean, paused: boolean) {
  const router = useRouter();
  const missed = useRef(false);
  const pausedRef = useRef(paused);

  useEffect(() => {
    pausedRef.current = paused;
    if (!paused && missed.current) {
      missed.current = false;
      router.refresh();
    }
  }, [paused, router]);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(BOOKINGS_LIVE_URL);
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('changed', () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (pausedRef.current) missed.current = true;
        else router.refresh();
      }, SETTLE_MS);
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [enabled, router]);
}
