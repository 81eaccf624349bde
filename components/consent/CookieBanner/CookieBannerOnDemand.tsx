'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ComponentType } from 'react';
import { useNoticeTurn } from '@/components/ui/NoticeQueue';
import { BANNER_SHOW_DELAY_MS } from '@/lib/consent';
import { useConsent } from '../consent-client';

type Due = { Banner: ComponentType; times: number; prompting: boolean };

/**
 * The cookie banner, due 2 s after load for a visitor without a valid stored choice (spec §4.2).
 * Its code (with the preferences panel) loads only then: a visitor whose choice is stored never
 * fetches it. When the prompt is due again (the choice was reset), a fresh banner comes 2 s later.
 * No Suspense: React throttles revealing a boundary's content with a timer of its own.
 *
 * Consent is legally first, so from the moment a prompt is needed until its banner is on the page
 * this keeps the notice queue's turn for it: an achievement unlocked on arrival waits for the banner.
 */
export function CookieBannerOnDemand() {
  const { needsPrompt } = useConsent();
  const pathname = usePathname();
  const [due, setDue] = useState<Due | null>(null);
  const [failed, setFailed] = useState(false);
  // The banner shown belongs to an earlier prompt once the visitor has chosen.
  if (!needsPrompt && due?.prompting) setDue({ ...due, prompting: false });
  useNoticeTurn(
    'consent',
    needsPrompt && !due?.prompting && !failed && pathname !== '/cookie-preferences',
  );

  useEffect(() => {
    if (!needsPrompt) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      import('./CookieBanner')
        .then(({ CookieBanner }) => {
          if (!cancelled)
            setDue((was) => ({
              Banner: CookieBanner,
              times: (was?.times ?? 0) + 1,
              prompting: true,
            }));
        })
        .catch((error: unknown) => {
          // Nothing to show: the notices behind it go on.
          if (!cancelled) setFailed(true);
          console.warn('The cookie banner could not load', error);
        });
    }, BANNER_SHOW_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [needsPrompt]);

  if (!due) return null;
  return <due.Banner key={due.times} />;
}
