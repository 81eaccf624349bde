'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { BANNER_SHOW_DELAY_MS } from '@/lib/consent';
import { useConsent } from '../consent-client';

/**
 * The cookie banner, due 2 s after load for a visitor without a valid stored choice (spec §4.2).
 * Its code (with the preferences panel) loads only then: a visitor whose choice is stored never
 * fetches it. When the prompt is due again (the choice was reset), a fresh banner comes 2 s later.
 * No Suspense: React throttles revealing a boundary's content with a timer of its own.
 */
export function CookieBannerOnDemand() {
  const { needsPrompt } = useConsent();
  const [due, setDue] = useState<{ Banner: ComponentType; times: number } | null>(null);

  useEffect(() => {
    if (!needsPrompt) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      import('./CookieBanner')
        .then(({ CookieBanner }) => {
          if (!cancelled) setDue((was) => ({ Banner: CookieBanner, times: (was?.times ?? 0) + 1 }));
        })
        .catch((error: unknown) => console.warn('The cookie banner could not load', error));
    }, BANNER_SHOW_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [needsPrompt]);

  if (!due) return null;
  return <due.Banner key={due.times} />;
}
