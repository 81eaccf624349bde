'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { PAGE_VISIT_DELAY_MS } from '@/lib/experiments/journey';
import { useConsent } from '../../consent/consent-client';
import { recordJourneyStep, sendJourneyToServer } from '../journey-browser';

/** Records a page visit 100 ms after every route change (spec §2.5); nothing rendered. */
export function JourneyRecorder() {
  const pathname = usePathname();
  const { granted } = useConsent();

  useEffect(() => {
    sendJourneyToServer(granted?.analytics === true);
  }, [granted]);

  useEffect(() => {
    // A page left within 100 ms was not really visited: the next change cancels its entry.
    const timer = window.setTimeout(
      () => recordJourneyStep('page_visit', { path: pathname, title: document.title }),
      PAGE_VISIT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
