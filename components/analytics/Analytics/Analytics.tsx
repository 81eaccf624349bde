'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { configuredGaId } from '@/lib/analytics';
import {
  ANALYTICS_FALLBACK_DELAY_MS,
  ANALYTICS_IDLE_BUDGET_MS,
  ANALYTICS_IDLE_DELAY_MS,
} from '@/lib/consent';
import { apiRequest } from '@/lib/fetch';
import { useConsent } from '../../consent/consent-client';
import {
  gtag,
  injectScript,
  pageLoadTimeMs,
  setConsentDefaults,
  updateConsentSignals,
} from '../browser';

let gaScheduled = false;
let loadTimeReported = false;

/** Configures GA4 once (page views are sent by hand) and loads its script lazily at idle time. */
function scheduleGaScript(id: string) {
  if (gaScheduled) return;
  gaScheduled = true;
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false });
  const load = () =>
    injectScript(
      'ga4-script',
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    );
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(() => setTimeout(load, ANALYTICS_IDLE_DELAY_MS), {
      timeout: ANALYTICS_IDLE_BUDGET_MS,
    });
  } else {
    setTimeout(load, ANALYTICS_FALLBACK_DELAY_MS);
  }
}

const warmUp = (url: string) => apiRequest('HEAD', url).catch(() => undefined);

/**
 * Page-view analytics (spec §4.4): GA4 when a measurement id is configured, otherwise the first-party
 * log; either only with analytics consent. Warm-up requests go out at load whatever the consent.
 */
export function Analytics({ gaId = configuredGaId() }: { gaId?: string | null }) {
  const pathname = usePathname();
  const { granted } = useConsent();
  const analyticsOn = granted?.analytics === true;
  const lastReported = useRef<string | null>(null);

  useEffect(() => {
    setConsentDefaults();
    void warmUp('/api/crm/status');
    void warmUp('/api/auth/me');
  }, []);

  useEffect(() => {
    updateConsentSignals(granted);
  }, [granted]);

  useEffect(() => {
    if (analyticsOn && gaId) scheduleGaScript(gaId);
  }, [analyticsOn, gaId]);

  useEffect(() => {
    if (!analyticsOn) {
      lastReported.current = null;
      return;
    }
    if (lastReported.current === pathname) return;
    lastReported.current = pathname;
    const firstView = !loadTimeReported;
    loadTimeReported = true;
    void (async () => {
      const loadTimeMs = firstView ? await pageLoadTimeMs() : undefined;
      if (gaId) {
        gtag('event', 'page_view', {
          page_path: pathname,
          page_location: window.location.href,
          page_title: document.title,
        });
        if (loadTimeMs !== undefined) {
          gtag('event', 'timing_complete', {
            name: 'load',
            value: loadTimeMs,
            event_category: 'Page Load',
          });
        }
        return;
      }
      await apiRequest('POST', '/api/analytics/pageview', {
        path: pathname,
        referrer: document.referrer || undefined,
        loadTimeMs,
      }).catch((error: unknown) => console.warn('Page view not recorded', error));
    })();
  }, [analyticsOn, gaId, pathname]);

  return null;
}
