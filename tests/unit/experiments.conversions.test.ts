import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createBooking } from '@/lib/booking';
import { sendContactMessage } from '@/lib/contact/http';
import { submitToCrm } from '@/lib/crm/http';
import { tables } from '@/lib/db';
import { confirmedEventTotals, recordConfirmedEvent } from '@/lib/events';
import { recordJourneyStep } from '@/lib/experiments/http';
import { experimentResults } from '@/lib/experiments/results';
import { changeExperiment, loadExperimentStates } from '@/lib/experiments/state';
import { countAssignment } from '@/lib/experiments/stats';
import { attributionOf, requestAttribution } from '@/lib/experiments/visitor';
import { subscribeToNewsletter } from '@/lib/newsletter';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { standardSettings, testStudio } from '../fixtures/studios';
import { callRoute, jsonPost } from '../fixtures/routes';

const engines = await enginesUnderTest();

const studio = testStudio('studio-conversions', 'Studio Conversions');
const settings = standardSettings;
const now = new Date('2026-01-05T12:00:00Z');

const VISITOR = 'a'.repeat(32);
const cookies = `ab_visitor=${VISITOR}; ab_variants=${encodeURIComponent('heroSection:viral_focus|bookingFlow:simple|nope:x')}`;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  jsonPost(path, body, { cookie: cookies, ...headers });

describeOnEachEngine(engines, 'A/B conversions on $engine', 'conversions', (handle) => {
  const eventsOf = (type: string) =>
    handle.db.select().from(tables.confirmedEvents).where(eq(tables.confirmedEvents.type, type));

  it('attributes a request to the visitor id and the running tests it is in, ignoring junk', async () => {
    const states = await loadExperimentStates(handle.db, true);
    expect(attributionOf(post('/x', {}), states)).toEqual({
      visitorId: VISITOR,
      variants: { heroSection: 'viral_focus', bookingFlow: 'simple' },
    });
    const forged = post(
      '/x',
      {},
      { cookie: 'ab_visitor=<script>; ab_variants=heroSection%3Aevil' },
    );
    expect(attributionOf(forged, states)).toEqual({ visitorId: null, variants: {} });
  });

  it('counts a booking once, with its price, even when the request is retried with its key', async () => {
    const attribution = await requestAttribution(handle.db, post('/api/bookings', {}));
    const booking = {
      start: new Date('2026-03-04T10:00:00Z'),
      end: new Date('2026-03-04T12:00:00Z'),
      name: 'Grace Hopper',
      email: 'grace@example.com',
      consultation: { goals: 'A launch plan for a new show.' },
    };
    const input = {
      studio,
      settings,
      booking,
      idempotencyKey: 'retry-key-0001',
      attribution,
      now,
    } as Parameters<typeof createBooking>[1];
    const first = await createBooking(handle.db, input);
    const again = await createBooking(handle.db, input);
    expect(first.kind).toBe('created');
    expect(again.kind).toBe('replayed');
    const confirmed = await eventsOf('booking_confirmed');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({
      visitorId: VISITOR,
      variants: { heroSection: 'viral_focus', bookingFlow: 'simple' },
      valuePence: 16_000,
    });
    expect(await eventsOf('consultation_submitted')).toHaveLength(1);
  });

  it('stores a retried contact message once and counts it once; a new key is a new message', async () => {
    const message = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'We would like to record a six-episode series in January.',
    };
    const key = { 'idempotency-key': 'contact-key-0001' };
    const first = await callRoute(
      sendContactMessage,
      handle.db,
      post('/api/contact', message, key),
    );
    const retry = await callRoute(
      sendContactMessage,
      handle.db,
      post('/api/contact', message, key),
    );
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect((await retry.json()).id).toBe((await first.json()).id);
    expect(await handle.db.select().from(tables.contactMessages)).toHaveLength(1);
    expect(await eventsOf('contact_stored')).toHaveLength(1);

    const other = { 'idempotency-key': 'contact-key-0002' };
    expect(
      (await callRoute(sendContactMessage, handle.db, post('/api/contact', message, other))).status,
    ).toBe(201);
    expect(await eventsOf('contact_stored')).toHaveLength(2);

    const bad = await callRoute(
      sendContactMessage,
      handle.db,
      post('/api/contact', message, { 'idempotency-key': 'x' }),
    );
    expect(bad.status).toBe(400);
  });

  it('counts a get-started lead and a new newsletter subscriber, not a repeated address', async () => {
    const lead = await callRoute(
      submitToCrm,
      handle.db,
      post('/api/crm/submit', { formName: 'get-started', fields: { email: 'lead@example.com' } }),
    );
    expect(lead.status).toBe(200);
    expect(await eventsOf('get_started_submitted')).toHaveLength(1);

    expect(await subscribeToNewsletter(handle.db, 'listener@example.com')).toBe('subscribed');
    expect(await subscribeToNewsletter(handle.db, 'LISTENER@example.com')).toBe(
      'confirmation-resent',
    );
    expect(await eventsOf('newsletter_subscribed')).toHaveLength(1);

    // The booking above happened on 5 January 2026; the messages today.
    const january = await confirmedEventTotals(handle.db, 7, new Date('2026-01-06T12:00:00Z'));
    expect(january.booking_confirmed).toEqual({ events: 1, valuePence: 16_000 });
    expect(january.contact_stored.events).toBe(0);
    const thisWeek = await confirmedEventTotals(handle.db, 7);
    expect(thisWeek.booking_confirmed.events).toBe(0);
    expect(thisWeek.contact_stored.events).toBe(2);
  });

  it('stops attributing to a paused or rolled-out test, and again once resumed', async () => {
    await changeExperiment(handle.db, 'heroSection', { action: 'pause' });
    expect((await requestAttribution(handle.db, post('/x', {}))).variants).toEqual({
      bookingFlow: 'simple',
    });
    await changeExperiment(handle.db, 'heroSection', {
      action: 'rollout',
      winner: 'viral_focus',
    });
    expect(
      (await requestAttribution(handle.db, post('/x', {}))).variants.heroSection,
    ).toBeUndefined();
    await changeExperiment(handle.db, 'heroSection', { action: 'resume' });
    expect((await requestAttribution(handle.db, post('/x', {}))).variants.heroSection).toBe(
      'viral_focus',
    );
    const refused = await changeExperiment(handle.db, 'heroSection', {
      action: 'weights',
      weights: { control: 0, viral_focus: 0 },
    });
    expect(refused.ok).toBe(false);
  });

  it('reports the GrowthBook worked example (49/100 against 51/100) from stored events', async () => {
    for (let i = 0; i < 100; i += 1) {
      await countAssignment(handle.db, 'testimonialDisplay', 'carousel');
      await countAssignment(handle.db, 'testimonialDisplay', 'featured_grid');
    }
    const convert = (variant: string, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          recordConfirmedEvent(handle.db, {
            type: 'newsletter_subscribed',
            sourceId: `${variant}-${i}`,
            attribution: {
              visitorId: `${variant}-visitor-${String(i).padStart(8, '0')}`,
              variants: { testimonialDisplay: variant },
            },
          }),
        ),
      );
    await convert('carousel', 49);
    await convert('featured_grid', 51);

    const results = await experimentResults(handle.db, 'newsletter_subscribed');
    const testimonial = results.find((result) => result.id === 'testimonialDisplay')!;
    const [control, treatment] = testimonial.variants;
    expect(control).toMatchObject({
      name: 'carousel',
      visitors: 100,
      rate: 0.49,
      comparison: null,
    });
    expect(treatment!.rate).toBe(0.51);
    const comparison = treatment!.comparison;
    if (comparison?.status !== 'compared') throw new Error('100 visitors a side are compared');
    expect(comparison.chanceToBeatControl).toBeCloseTo(0.60918, 4);
    expect(comparison.uplift.lower).toBeCloseTo(-0.24779, 4);
    expect(comparison.uplift.upper).toBeCloseTo(0.32943, 4);
    expect(testimonial.srm).toMatchObject({ checked: true, warning: false });
  });

  it('warns of a sample-ratio mismatch when visitors do not follow the weights', async () => {
    for (let i = 0; i < 40; i += 1) await countAssignment(handle.db, 'bookingFlow', 'simple');
    for (let i = 0; i < 8; i += 1)
      await countAssignment(handle.db, 'bookingFlow', 'consultation_first');
    const results = await experimentResults(handle.db, 'booking_confirmed');
    const flow = results.find((result) => result.id === 'bookingFlow')!;
    expect(flow.srm.warning).toBe(true);
    expect(flow.srm.pValue).toBeLessThan(0.001);
  });

  it('stores a consenting visitor’s journey under the cookie’s visitor id and feeds the funnel', async () => {
    const entry = (url: string) => ({
      step: 'page_visit',
      url,
      timestamp: new Date().toISOString(),
      metadata: { path: url },
      activeTests: { bookingFlow: 'simple', unknown: 'x' },
    });
    const consenting = { cookie: `${cookies}; analytics_consent=1` };
    expect(
      (await callRoute(recordJourneyStep, handle.db, post('/api/journey', entry('/'), consenting)))
        .status,
    ).toBe(204);
    expect(
      (
        await callRoute(
          recordJourneyStep,
          handle.db,
          post('/api/journey', entry('/booking'), consenting),
        )
      ).status,
    ).toBe(204);
    const anonymous = post('/api/journey', entry('/'), { cookie: 'analytics_consent=1' });
    expect((await callRoute(recordJourneyStep, handle.db, anonymous)).status).toBe(400);
    const malformed = post(
      '/api/journey',
      { ...entry('/'), url: 'https://elsewhere.example' },
      consenting,
    );
    expect((await callRoute(recordJourneyStep, handle.db, malformed)).status).toBe(400);

    const stored = await handle.db.select().from(tables.journeyEntries);
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      visitorId: VISITOR,
      activeTests: { bookingFlow: 'simple' },
    });

    const flow = (await experimentResults(handle.db, 'booking_confirmed')).find(
      (result) => result.id === 'bookingFlow',
    )!;
    // The visitor reached /booking and booked (the booking above) under `simple`.
    expect(flow.variants[0]!.funnel).toEqual({ visited: 1, reachedBooking: 1, booked: 1 });
    expect(flow.variants[1]!.funnel).toEqual({ visited: 0, reachedBooking: 0, booked: 0 });
  });
});
