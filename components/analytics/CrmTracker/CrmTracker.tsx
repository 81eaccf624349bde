'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { CONSENT_RECHECK_MS, CRM_TRACKER_DELAY_MS } from '@/lib/consent';
import type { CrmStatus } from '@/lib/crm/status';
import { queryJson } from '@/lib/fetch';
import { consentStore, useConsent } from '../../consent/consent-client';
import { injectScript } from '../browser';

const hsq = (...command: unknown[]) => {
  window._hsq ??= [];
  window._hsq.push(command);
};

let trackerLoaded = false;

/**
 * HubSpot tracking (spec §4.3): only with marketing consent, re-checked every 5 s and when the tab
 * becomes visible; the script loads once, 1.5 s after consent, and only if the CRM has a tracking id.
 */
export function CrmTracker() {
  const pathname = usePathname();
  const { granted } = useConsent();
  const marketingOn = granted?.marketing === true;
  const lastTracked = useRef<string | null>(null);
  const suppressed = useRef(false);

  useEffect(() => {
    const recheck = () => consentStore().refresh();
    const timer = setInterval(recheck, CONSENT_RECHECK_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  useEffect(() => {
    if (!marketingOn || trackerLoaded) return;
    const timer = setTimeout(async () => {
      try {
        const status = await queryJson<CrmStatus>(['/api/crm/status']);
        if (trackerLoaded || !status?.hubspotTrackingId) return;
        trackerLoaded = true;
        const path = window.location.pathname;
        hsq('setPath', path);
        hsq('trackPageView');
        hsq('trackCustomBehavioralEvent', {
          name: 'site_visit',
          properties: { first_consent: true, path },
        });
        lastTracked.current = path;
        injectScript(
          'hs-script-loader',
          `https://js.hs-scripts.com/${encodeURIComponent(status.hubspotTrackingId)}.js`,
        );
      } catch (error) {
        console.warn('CRM tracking is unavailable', error);
      }
    }, CRM_TRACKER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [marketingOn]);

  useEffect(() => {
    if (!trackerLoaded) return;
    if (!marketingOn) {
      hsq('doNotTrack');
      suppressed.current = true;
      lastTracked.current = null;
      return;
    }
    if (suppressed.current) {
      hsq('doNotTrack', { track: true });
      suppressed.current = false;
    }
    if (lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    hsq('setPath', pathname);
    hsq('trackPageView');
  }, [marketingOn, pathname]);

  return null;
}
