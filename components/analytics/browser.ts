// Browser helpers for the third-party tags (no React). Nothing here runs without consent: callers check.
import { consentModeSignals, type ConsentPreferences } from '@/lib/consent';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    _hsq?: unknown[];
  }
}

/** The gtag command queue; Google's script reads it when (and if) it loads. */
export function gtag(...args: unknown[]): void {
  window.dataLayer ??= [];
  window.gtag ??= function queue() {
    // gtag.js expects the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag(...args);
}

let consentDefaulted = false;

/** Google Consent Mode v2: everything denied until the visitor chooses. */
export function setConsentDefaults(): void {
  if (consentDefaulted) return;
  consentDefaulted = true;
  gtag('consent', 'default', { ...consentModeSignals(null), wait_for_update: 500 });
}

export function updateConsentSignals(granted: ConsentPreferences | null): void {
  gtag('consent', 'update', consentModeSignals(granted));
}

export function injectScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

/** Page load time of this document in ms, once the load event has happened. */
export function pageLoadTimeMs(): Promise<number | undefined> {
  const measure = () => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const value = entry ? entry.loadEventEnd || entry.duration : undefined;
    return value && value > 0 ? Math.round(value) : undefined;
  };
  if (document.readyState === 'complete') return Promise.resolve(measure());
  return new Promise((resolve) =>
    window.addEventListener('load', () => setTimeout(() => resolve(measure()), 0), { once: true }),
  );
}
