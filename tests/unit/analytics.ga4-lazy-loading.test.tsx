// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedConsentEntries } from '../fixtures/consent';

// The route the component sees; the router itself is not under test.
let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const GA_ID = 'G-TEST1234';
const GA_SCRIPT = `https://www.googletagmanager.com/gtag/js?id=${GA_ID}`;

function storeConsent(analytics: boolean) {
  for (const [key, value] of Object.entries(storedConsentEntries({ analytics }))) {
    localStorage.setItem(key, value);
  }
}

// A fresh module each time: the script is loaded once per page, which the module remembers.
async function renderAnalytics() {
  vi.resetModules();
  const { Analytics } = await import('@/components/analytics/Analytics');
  const view = render(<Analytics gaId={GA_ID} />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  return { ...view, rerender: () => view.rerender(<Analytics gaId={GA_ID} />) };
}

const gaScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src === GA_SCRIPT);
const gtagCalls = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const pageViews = () =>
  gtagCalls().filter(([command, name]) => command === 'event' && name === 'page_view');

let fetchCalls: { url: string; method: string }[];

beforeEach(() => {
  vi.useFakeTimers();
  pathname = '/';
  fetchCalls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      fetchCalls.push({ url: String(url), method: init?.method ?? 'GET' });
      return new Response(null, { status: 204 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete window.gtag;
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

describe('GA4 analytics (spec §4.4)', () => {
  it('sends the two warm-up HEAD requests at load, whatever the consent', async () => {
    await renderAnalytics();
    expect(fetchCalls).toEqual(
      expect.arrayContaining([
        { url: '/api/crm/status', method: 'HEAD' },
        { url: '/api/auth/me', method: 'HEAD' },
      ]),
    );
  });

  it('loads nothing without analytics consent, and Consent Mode starts denied', async () => {
    storeConsent(false);
    await renderAnalytics();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(gaScripts()).toHaveLength(0);
    expect(pageViews()).toHaveLength(0);
    expect(gtagCalls()).toContainEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ]);
  });

  it('without an idle callback, loads the script once, 2000 ms after consent', async () => {
    storeConsent(true);
    const view = await renderAnalytics();
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(gaScripts()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(gaScripts()).toHaveLength(1);
    view.rerender();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(gaScripts()).toHaveLength(1);
    expect(gtagCalls()).toContainEqual(['config', GA_ID, { send_page_view: false }]);
  });

  it('with an idle callback (50 ms budget), loads the script 1000 ms after idle', async () => {
    storeConsent(true);
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    Object.assign(window, { requestIdleCallback });
    await renderAnalytics();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 50 });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(gaScripts()).toHaveLength(0); // not idle yet
    act(() => idle!());
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(gaScripts()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(gaScripts()).toHaveLength(1);
  });

  it('sends the page-load time of the first page as a timing event', async () => {
    storeConsent(true);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { loadEventEnd: 812.4, duration: 900 } as unknown as PerformanceEntry,
    ]);
    await renderAnalytics();
    expect(gtagCalls()).toContainEqual([
      'event',
      'timing_complete',
      { name: 'load', value: 812, event_category: 'Page Load' },
    ]);
  });

  it('sends a page view by hand for the first page and for each route change', async () => {
    storeConsent(true);
    const view = await renderAnalytics();
    expect(pageViews()).toEqual([
      ['event', 'page_view', expect.objectContaining({ page_path: '/' })],
    ]);
    pathname = '/about';
    view.rerender();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(pageViews().map(([, , params]) => (params as { page_path: string }).page_path)).toEqual([
      '/',
      '/about',
    ]);
    // GA is configured, so nothing goes to the first-party log.
    expect(fetchCalls.filter((call) => call.url.includes('/api/analytics/'))).toEqual([]);
  });
});
