import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consentSummary, recordConsent } from '@/lib/consent/record';
import { sendContactMessage, CONTACT_RATE_LIMIT } from '@/lib/contact/http';
import { listInboxMessages } from '@/lib/contact/inbox';
import {
  CRM_FORWARD_JOB,
  crmConfig,
  crmForwardHandler,
  hubspotCrmAdapter,
  localCrmAdapter,
} from '@/lib/crm';
import { recordPageView, pageViewSummary } from '@/lib/analytics/pageview';
import { submitToCrm } from '@/lib/crm/http';
import { tables } from '@/lib/db';
import { MAX_JOB_ATTEMPTS, retryDelayMs, retryJobNow, runDueJobs } from '@/lib/jobs';
import { MAIL_DELIVERY_JOB, mailDeliveryHandler } from '@/lib/mail';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { callRoute, jsonPost } from '../fixtures/routes';

const engines = await enginesUnderTest();

const post = jsonPost;

// E-mail goes to the embedded outbox; only the CRM adapter changes between tests.
const mail = { [MAIL_DELIVERY_JOB]: mailDeliveryHandler() };

const valid = {
  name: 'Ana Lovelace',
  email: 'ana@example.com',
  phone: '+44 20 7946 0000',
  message: 'We would like to record a six-episode series in January.',
};

// A stand-in for HubSpot's Forms API on a real socket: it refuses until told otherwise.
let hubspotUp = false;
const hubspotCalls: unknown[] = [];
const hubspot = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    hubspotCalls.push({ url: req.url, body: JSON.parse(body) });
    if (hubspotUp)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"inlineMessage":"Thanks"}');
    else res.writeHead(503).end('maintenance');
  });
});
let hubspotUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => hubspot.listen(0, '127.0.0.1', resolve));
  hubspotUrl = `http://127.0.0.1:${(hubspot.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => hubspot.close(() => resolve())));

/** The job handlers with the CRM forwarding to the HubSpot stand-in. */
function hubspotHandlers() {
  const config = crmConfig({
    HUBSPOT_PORTAL_ID: '1234567',
    HUBSPOT_FORM_ID: 'a1b2c3d4-0000-1111-2222-333344445555',
    HUBSPOT_FORMS_API: hubspotUrl,
  });
  if (config.provider !== 'hubspot') throw new Error('expected HubSpot');
  return { ...mail, [CRM_FORWARD_JOB]: crmForwardHandler(() => hubspotCrmAdapter(config)) };
}

describeOnEachEngine(engines, 'on $engine', 'contact and CRM API', (handle) => {
  it('stores a valid message with its notification e-mail and CRM job, and answers 201', async () => {
    const response = await callRoute(sendContactMessage, handle.db, post('/api/contact', valid));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [message] = await handle.db
      .select()
      .from(tables.contactMessages)
      .where(eq(tables.contactMessages.id, id));
    expect(message).toMatchObject({ name: 'Ana Lovelace', email: 'ana@example.com' });
    const mails = await handle.db.select().from(tables.mailMessages);
    expect(mails.some((mail) => mail.subject === 'New contact message from Ana Lovelace')).toBe(
      true,
    );
    const jobs = await handle.db
      .select()
      .from(tables.outboxJobs)
      .where(eq(tables.outboxJobs.kind, CRM_FORWARD_JOB));
    expect(
      jobs.some((job) => (job.payload as { contactMessageId?: string }).contactMessageId === id),
    ).toBe(true);

    // The embedded CRM receives the lead when the outbox runs.
    await runDueJobs(handle.db, {
      ...mail,
      [CRM_FORWARD_JOB]: crmForwardHandler(() => localCrmAdapter),
    });
    const leads = await handle.db
      .select()
      .from(tables.crmSubmissions)
      .where(eq(tables.crmSubmissions.contactMessageId, id));
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ provider: 'local', email: 'ana@example.com' });
  });

  it('keeps the message when HubSpot fails, retries, and delivers it once HubSpot is back', async () => {
    hubspotUp = false;
    const handlers = hubspotHandlers();
    // Earlier jobs of this file are done; only this message's job is pending.
    await runDueJobs(handle.db, {
      ...mail,
      [CRM_FORWARD_JOB]: crmForwardHandler(() => localCrmAdapter),
    });

    const response = await callRoute(
      sendContactMessage,
      handle.db,
      post('/api/contact', { ...valid, name: 'Grace Hopper', email: 'grace@example.com' }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const start = new Date();
    expect(await runDueJobs(handle.db, handlers, { now: start })).toMatchObject({ retried: 1 }); // the e-mail goes out; the CRM call fails;
    const [message] = await handle.db
      .select()
      .from(tables.contactMessages)
      .where(eq(tables.contactMessages.id, id));
    expect(message?.email).toBe('grace@example.com');
    const [job] = (await handle.db.select().from(tables.outboxJobs)).filter(
      (row) => (row.payload as { contactMessageId?: string }).contactMessageId === id,
    );
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job?.lastError).toContain('HubSpot answered 503');
    const inboxEntry = async () =>
      (await listInboxMessages(handle.db)).find((entry) => entry.id === id);
    expect((await inboxEntry())?.delivery).toMatchObject({
      state: 'retrying',
      attempts: 1,
      error: expect.stringContaining('HubSpot answered 503'),
      nextTryAt: new Date(start.getTime() + retryDelayMs(1)),
    });

    hubspotUp = true;
    const later = new Date(start.getTime() + retryDelayMs(1) + 1);
    expect(await runDueJobs(handle.db, handlers, { now: later })).toMatchObject({ done: 1 });
    const delivered = hubspotCalls.at(-1) as {
      url: string;
      body: { fields: { name: string; value: string }[] };
    };
    expect(delivered.url).toBe(
      '/submissions/v3/integration/submit/1234567/a1b2c3d4-0000-1111-2222-333344445555',
    );
    expect(delivered.body.fields).toContainEqual({ name: 'email', value: 'grace@example.com' });
    const [lead] = await handle.db
      .select()
      .from(tables.crmSubmissions)
      .where(eq(tables.crmSubmissions.contactMessageId, id));
    expect(lead?.provider).toBe('hubspot');
    expect((await inboxEntry())?.delivery).toMatchObject({
      state: 'delivered',
      provider: 'hubspot',
    });
  });

  it('keeps the message even when HubSpot never recovers (the job ends dead, with its error)', async () => {
    hubspotUp = false;
    const handlers = hubspotHandlers();
    const response = await callRoute(
      sendContactMessage,
      handle.db,
      post('/api/contact', { ...valid, email: 'never@example.com' }),
    );
    const { id } = (await response.json()) as { id: string };
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt += 1) {
      await runDueJobs(handle.db, handlers, { now });
      now = new Date(now.getTime() + retryDelayMs(attempt) + 1);
    }
    const [job] = (await handle.db.select().from(tables.outboxJobs)).filter(
      (row) => (row.payload as { contactMessageId?: string }).contactMessageId === id,
    );
    expect(job?.status).toBe('dead');
    const [message] = await handle.db
      .select()
      .from(tables.contactMessages)
      .where(eq(tables.contactMessages.id, id));
    expect(message?.email).toBe('never@example.com');
    const inboxEntry = async () =>
      (await listInboxMessages(handle.db)).find((entry) => entry.id === id);
    expect((await inboxEntry())?.delivery).toMatchObject({
      state: 'failed',
      attempts: MAX_JOB_ATTEMPTS,
    });

    // An admin's "Retry now" once HubSpot is back delivers it at once; a delivered job is not rerun.
    hubspotUp = true;
    expect(await retryJobNow(handle.db, handlers, job!.id, CRM_FORWARD_JOB)).toMatchObject({
      done: 1,
    });
    expect((await inboxEntry())?.delivery).toMatchObject({
      state: 'delivered',
      provider: 'hubspot',
    });
    expect(await retryJobNow(handle.db, handlers, job!.id, CRM_FORWARD_JOB)).toBeNull();
    expect(await retryJobNow(handle.db, handlers, job!.id, MAIL_DELIVERY_JOB)).toBeNull();
  });

  it('answers 400 with each field message for bad input, and stores nothing', async () => {
    const before = (await handle.db.select().from(tables.contactMessages)).length;
    const response = await callRoute(
      sendContactMessage,
      handle.db,
      post('/api/contact', { name: 'A', email: 'nope', message: 'short' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fieldErrors: {
        name: ['Name must be at least 2 characters'],
        email: ['Please enter a valid email address'],
        message: ['Message must be at least 10 characters'],
      },
    });
    expect((await handle.db.select().from(tables.contactMessages)).length).toBe(before);
  });

  it('refuses unparseable JSON (400), another content type (415), oversized bodies (413) and other sites (403)', async () => {
    expect(
      (await callRoute(sendContactMessage, handle.db, post('/api/contact', '{"name":'))).status,
    ).toBe(400);
    expect(
      (
        await callRoute(
          sendContactMessage,
          handle.db,
          post('/api/contact', valid, { 'content-type': 'text/plain' }),
        )
      ).status,
    ).toBe(415);
    const huge = { ...valid, message: 'x'.repeat(40_000) };
    expect(
      (await callRoute(sendContactMessage, handle.db, post('/api/contact', huge))).status,
    ).toBe(413);
    expect(
      (
        await callRoute(
          sendContactMessage,
          handle.db,
          post('/api/contact', valid, { origin: 'https://evil.example' }),
        )
      ).status,
    ).toBe(403);
  });

  it(`limits each address to ${CONTACT_RATE_LIMIT.limit} messages per window, then 429 with Retry-After`, async () => {
    const ip = { 'x-forwarded-for': '203.0.113.99' };
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i += 1) {
      expect(
        (await callRoute(sendContactMessage, handle.db, post('/api/contact', valid, ip))).status,
      ).toBe(201);
    }
    const refused = await callRoute(sendContactMessage, handle.db, post('/api/contact', valid, ip));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('POST /api/crm/submit stores the lead job and answers { success, message }', async () => {
    const response = await callRoute(
      submitToCrm,
      handle.db,
      post('/api/crm/submit', {
        formName: 'Get started',
        fields: { email: 'lead@example.com', budget: 500 },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: 'Thank you! Your submission has been received.',
    });
    const bad = await callRoute(submitToCrm, handle.db, post('/api/crm/submit', { fields: 'x' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('stores consent records and first-party page views', async () => {
    const consent = await callRoute(
      recordConsent,
      handle.db,
      post('/api/consent', {
        anonymousId: 'c0ffee00-1234-4abc-9def-000000000001',
        choice: { necessary: true, functional: false, analytics: true, marketing: false },
        action: 'save-preferences',
        bannerVersion: '2026-11-22',
        consentedAt: '2026-11-22T12:00:00.000Z',
      }),
    );
    expect(consent.status).toBe(201);
    const [record] = await handle.db.select().from(tables.consentRecords);
    expect(record).toMatchObject({ action: 'save-preferences', bannerVersion: '2026-11-22' });

    // The browser's consent store mirrors the choice into this cookie, beside its visitor id.
    const consenting = { cookie: `analytics_consent=1; ab_visitor=${'c'.repeat(32)}` };
    const view = await callRoute(
      recordPageView,
      handle.db,
      post('/api/analytics/pageview', { path: '/contact', loadTimeMs: 812 }, consenting),
    );
    expect(view.status).toBe(204);
    const [row] = await handle.db.select().from(tables.pageViews);
    expect(row).toMatchObject({ path: '/contact', loadTimeMs: 812 });
    const refused = await callRoute(
      recordPageView,
      handle.db,
      post('/api/analytics/pageview', { path: 'https://x' }, consenting),
    );
    expect(refused.status).toBe(400);

    // The marketing page's summaries of both logs.
    expect(await consentSummary(handle.db, 30)).toEqual({
      choices: 1,
      optedIn: { functional: 0, analytics: 1, marketing: 0 },
    });
    await callRoute(
      recordPageView,
      handle.db,
      post('/api/analytics/pageview', { path: '/about' }, consenting),
    );
    await callRoute(
      recordPageView,
      handle.db,
      post('/api/analytics/pageview', { path: '/contact', loadTimeMs: 400 }, consenting),
    );
    expect(await pageViewSummary(handle.db, 30)).toEqual({
      views: 3,
      meanLoadTimeMs: 606,
      topPaths: [
        { path: '/contact', views: 2 },
        { path: '/about', views: 1 },
      ],
    });
  });
});
