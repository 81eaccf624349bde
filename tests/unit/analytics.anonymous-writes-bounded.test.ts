import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { recordPageView } from '@/lib/analytics/pageview';
import { tables } from '@/lib/db';
import {
  budgetDay,
  budgetKeys,
  JOURNEY_BUDGET,
  PAGE_VIEW_BUDGET,
  type AnalyticsLog,
} from '@/lib/experiments/daily-bounds';
import { recordJourneyStep } from '@/lib/experiments/http';
import { pruneOldRows } from '@/lib/housekeeping';
import type { Route } from '@/lib/http/route';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { callRoute, jsonPost } from '../fixtures/routes';

// Anonymous writes that grow storage (the journey beacon, the first-party page views) are stored
// only with the analytics consent the browser mirrors into a cookie, and within a budget a day per
// visitor and for the whole table; anything else is answered as if stored (issue #46).

const engines = await enginesUnderTest();

const DAY = 86_400_000;
// Each test on a day of its own, so one test's counters never spend another's budget.
const day = (n: number) => new Date(Date.parse('2026-03-02T09:00:00Z') + n * DAY);
const visitor = (name: string) => `visitor-${name}`.padEnd(32, '0');
const withConsent = (id: string) => `ab_visitor=${id}; analytics_consent=1`;

const journeyStep = (url = '/') => ({
  step: 'page_visit',
  url,
  timestamp: '2026-03-02T09:00:00.000Z',
  metadata: { path: url, title: 'Book Your Session | The Studio' },
  activeTests: { bookingFlow: 'simple' },
});
const pageView = (path: string) => ({
  path,
  referrer: 'https://www.example.com/',
  loadTimeMs: 640,
});

describeOnEachEngine(engines, 'anonymous analytics writes on $engine', 'bounded', (handle) => {
  const send = (route: Route, path: string, body: unknown, cookie: string | null, now: Date) =>
    callRoute(route, handle.db, jsonPost(path, body, cookie === null ? {} : { cookie }), { now });
  const sendStep = (cookie: string | null, now: Date, body: unknown = journeyStep()) =>
    send(recordJourneyStep, '/api/journey', body, cookie, now);
  const sendView = (cookie: string | null, now: Date, body: unknown) =>
    send(recordPageView, '/api/analytics/pageview', body, cookie, now);

  const journeyOf = async (id: string) =>
    (
      await handle.db
        .select()
        .from(tables.journeyEntries)
        .where(eq(tables.journeyEntries.visitorId, id))
    ).length;
  const viewsOf = async (path: string) =>
    (await handle.db.select().from(tables.pageViews).where(eq(tables.pageViews.path, path))).length;

  it('stores a journey step only when the consent cookie allows analytics, answering 204 either way', async () => {
    const now = day(0);
    const id = visitor('consent');
    for (const cookie of [null, `ab_visitor=${id}`, `ab_visitor=${id}; analytics_consent=0`]) {
      expect((await sendStep(cookie, now)).status).toBe(204);
    }
    expect(await journeyOf(id)).toBe(0);

    expect((await sendStep(withConsent(id), now)).status).toBe(204);
    expect(await journeyOf(id)).toBe(1);
    // With consent but no visitor id there is nobody to store it under.
    expect((await sendStep('analytics_consent=1', now)).status).toBe(400);
  });

  it('stores a page view only with that consent and a visitor cookie, answering 204 either way', async () => {
    const now = day(1);
    const id = visitor('viewer');
    for (const cookie of [null, `ab_visitor=${id}`, 'analytics_consent=1']) {
      expect((await sendView(cookie, now, pageView('/without-consent'))).status).toBe(204);
    }
    expect(await viewsOf('/without-consent')).toBe(0);

    expect((await sendView(withConsent(id), now, pageView('/with-consent'))).status).toBe(204);
    expect(await viewsOf('/with-consent')).toBe(1);
    // The log still names no visitor.
    const [row] = await handle.db
      .select()
      .from(tables.pageViews)
      .where(eq(tables.pageViews.path, '/with-consent'));
    expect(Object.values(row!)).not.toContain(id);
  });

  it('takes bodies the size of what the browser sends, and refuses bigger ones', async () => {
    const now = day(2);
    const id = visitor('sizes');
    const booked = {
      ...journeyStep('/booking?studio=studio-a'),
      step: 'booking_confirmed',
      metadata: { reference: 'SB-7KQ2-9XMD' },
    };
    expect((await sendStep(withConsent(id), now, booked)).status).toBe(204);
    expect(await journeyOf(id)).toBe(1);

    const padded = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`field${i}`, 'x'.repeat(300)]),
    );
    for (const body of [
      { ...journeyStep(), metadata: padded },
      { ...journeyStep(), step: 'made_up_step' },
      journeyStep(`/${'a'.repeat(1500)}`),
    ]) {
      expect((await sendStep(withConsent(id), now, body)).status).toBeGreaterThanOrEqual(400);
    }
    expect(await journeyOf(id)).toBe(1);

    const longPath = `/${'p'.repeat(1500)}`;
    expect((await sendView(withConsent(id), now, pageView(longPath))).status).toBe(400);
    expect(await viewsOf(longPath)).toBe(0);
  });

  it(`stores at most ${JOURNEY_BUDGET.perVisitor} journey entries and ${PAGE_VIEW_BUDGET.perVisitor} page views a visitor a day`, async () => {
    const now = day(3);
    const heavy = visitor('heavy');
    for (let i = 0; i < JOURNEY_BUDGET.perVisitor; i += 1) {
      expect((await sendStep(withConsent(heavy), now)).status).toBe(204);
    }
    for (let i = 0; i < PAGE_VIEW_BUDGET.perVisitor; i += 1) {
      expect((await sendView(withConsent(heavy), now, pageView('/heavy'))).status).toBe(204);
    }
    expect(await journeyOf(heavy)).toBe(JOURNEY_BUDGET.perVisitor);
    expect(await viewsOf('/heavy')).toBe(PAGE_VIEW_BUDGET.perVisitor);

    // Beyond the budget: answered as if stored, and not stored.
    expect((await sendStep(withConsent(heavy), now)).status).toBe(204);
    expect((await sendView(withConsent(heavy), now, pageView('/heavy'))).status).toBe(204);
    expect(await journeyOf(heavy)).toBe(JOURNEY_BUDGET.perVisitor);
    expect(await viewsOf('/heavy')).toBe(PAGE_VIEW_BUDGET.perVisitor);

    // Another visitor the same day, and the same visitor the next day, are stored.
    const other = visitor('other');
    await sendStep(withConsent(other), now);
    await sendView(withConsent(other), now, pageView('/other'));
    expect(await journeyOf(other)).toBe(1);
    expect(await viewsOf('/other')).toBe(1);
    const tomorrow = new Date(now.getTime() + DAY);
    await sendStep(withConsent(heavy), tomorrow);
    await sendView(withConsent(heavy), tomorrow, pageView('/heavy'));
    expect(await journeyOf(heavy)).toBe(JOURNEY_BUDGET.perVisitor + 1);
    expect(await viewsOf('/heavy')).toBe(PAGE_VIEW_BUDGET.perVisitor + 1);
  });

  it('stores no more journey entries or page views a day in all than the daily total, then forgets the counts', async () => {
    const now = day(5);
    // As if all but one of today's writes had already been stored, by other visitors.
    const spendAllButOne = (log: AnalyticsLog, total: number) =>
      handle.db.insert(tables.rateLimitWindows).values({
        key: budgetKeys(log, '').total,
        windowStart: budgetDay(now),
        hits: total - 1,
      });
    await spendAllButOne('journey', JOURNEY_BUDGET.total);
    await spendAllButOne('pageview', PAGE_VIEW_BUDGET.total);

    const last = visitor('last');
    const late = visitor('late');
    expect((await sendStep(withConsent(last), now)).status).toBe(204);
    expect((await sendStep(withConsent(late), now)).status).toBe(204);
    expect(await journeyOf(last)).toBe(1);
    expect(await journeyOf(late)).toBe(0);
    expect((await sendView(withConsent(last), now, pageView('/last'))).status).toBe(204);
    expect((await sendView(withConsent(late), now, pageView('/late'))).status).toBe(204);
    expect(await viewsOf('/last')).toBe(1);
    expect(await viewsOf('/late')).toBe(0);

    // The next day has its own budget.
    const tomorrow = new Date(now.getTime() + DAY);
    await sendStep(withConsent(late), tomorrow);
    await sendView(withConsent(late), tomorrow, pageView('/late'));
    expect(await journeyOf(late)).toBe(1);
    expect(await viewsOf('/late')).toBe(1);

    // Housekeeping drops a day's counters once that day is over, and only then.
    const counters = (at: Date) =>
      handle.db
        .select()
        .from(tables.rateLimitWindows)
        .where(
          and(
            eq(tables.rateLimitWindows.windowStart, budgetDay(at)),
            like(tables.rateLimitWindows.key, '%:day'),
          ),
        );
    expect(await counters(now)).toHaveLength(2);
    await pruneOldRows(handle.db, new Date(budgetDay(tomorrow).getTime() - 1));
    expect(await counters(now)).toHaveLength(2);
    await pruneOldRows(handle.db, new Date(budgetDay(tomorrow).getTime() + 1));
    expect(await counters(now)).toHaveLength(0);
    expect(await counters(tomorrow)).toHaveLength(2);
  });
});
