import { type APIRequestContext } from '@playwright/test';
import { fetchProofHeader } from '../fixtures/proof-of-work';
import { expect, test } from '../fixtures/test';
import {
  csrfHeaders,
  LOCAL_ADMIN,
  newAccount,
  confirmEmailViaApi,
  registerViaApi,
  signInViaApi,
} from '../fixtures/accounts';
import { confirmBookingViaApi } from '../fixtures/booking-flow';

// The booking API as a client sees it: validation, 404, cross-site refusal and idempotent retries.
type Studio = { id: string; durations: number[] };

function daysAhead(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day from `fromDays` ahead with free starts (holidays such as 25 December are closed). */
async function firstOpenDay(request: APIRequestContext, fromDays: number) {
  const { studios } = (await (await request.get('/api/studios')).json()) as { studios: Studio[] };
  const studio = studios[0]!;
  const duration = studio.durations[0]!;
  let day = '';
  let starts: string[] = [];
  for (let offset = fromDays; starts.length === 0 && offset < fromDays + 40; offset += 1) {
    day = daysAhead(offset);
    const answer = await request.get(
      `/api/bookings/availability?studio=${studio.id}&date=${day}&duration=${duration}`,
    );
    expect(answer.status()).toBe(200);
    starts = ((await answer.json()) as { starts: string[] }).starts;
  }
  return { studio, duration, day, starts };
}

/** The last free start of the first day from `fromDays` ahead that has one. */
async function lastFreeSlot(request: APIRequestContext, fromDays: number) {
  const { studio, duration, day, starts } = await firstOpenDay(request, fromDays);
  const start = starts.at(-1)!;
  const end = new Date(new Date(start).getTime() + duration * 60_000).toISOString();
  return { studioId: studio.id, day, start, end };
}

test.describe('booking API', () => {
  test('lists bookable studios with rules and prices', async ({ request }) => {
    const response = await request.get('/api/studios');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      timeZone: string;
      studios: (Studio & Record<string, unknown>)[];
    };
    expect(body.timeZone).toBe('Europe/London');
    expect(body.studios.length).toBeGreaterThan(0);
    for (const studio of body.studios) {
      expect(studio).toMatchObject({
        id: expect.any(String),
        hourlyRate: expect.any(Number),
        minDurationMinutes: expect.any(Number),
        maxDurationMinutes: expect.any(Number),
        bufferMinutes: expect.any(Number),
        pricePerHourPence: expect.any(Number),
      });
    }
  });

  test('answers availability with ISO start times in London and refuses bad queries', async ({
    request,
  }) => {
    const { studio, starts } = await firstOpenDay(request, 30);
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts)
      expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[01]:00$/);

    expect(
      (
        await request.get(
          `/api/bookings/availability?studio=${studio.id}&date=2026-02-30&duration=60`,
        )
      ).status(),
    ).toBe(400);
    expect(
      (await request.get(`/api/bookings/availability?date=${daysAhead(3)}&duration=60`)).status(),
    ).toBe(400);
    const missing = await request.get(
      `/api/bookings/availability?studio=no-such-studio&date=${daysAhead(3)}&duration=60`,
    );
    expect(missing.status()).toBe(404);
  });

  test('validates a booking, refuses cross-site posts and replays a retried Idempotency-Key', async ({
    request,
    baseURL,
  }) => {
    const { studioId, day, start, end } = await lastFreeSlot(request, 40);
    const booking = {
      studioId,
      start,
      end,
      name: 'Api Client',
      email: 'api@example.com',
    };

    const invalid = await request.post('/api/bookings', {
      data: { ...booking, name: 'A', email: 'nope', start: 'tomorrow' },
    });
    expect(invalid.status()).toBe(400);
    expect(
      ((await invalid.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors,
    ).toMatchObject({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
    });

    // A signed-out booking carries a solved proof-of-work challenge, each accepted once.
    const unproven = await request.post('/api/bookings', { data: booking });
    expect(unproven.status()).toBe(400);
    expect(
      ((await unproven.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.proof,
    ).toHaveLength(1);

    const outsideHours = await request.post('/api/bookings', {
      data: { ...booking, start: `${day}T03:00:00+00:00`, end: `${day}T04:00:00+00:00` },
      headers: await fetchProofHeader(request),
    });
    expect(outsideHours.status()).toBe(422);

    const crossSite = await request.post('/api/bookings', {
      data: booking,
      headers: { Origin: 'https://evil.example' },
    });
    expect(crossSite.status()).toBe(403);

    const key = `api-test-${Date.now()}`;
    const proof = await fetchProofHeader(request);
    const first = await request.post('/api/bookings', {
      data: booking,
      headers: { 'Idempotency-Key': key, ...proof },
    });
    expect(first.status()).toBe(201);
    const created = (await first.json()) as {
      booking: { id: string; reference: string; start: string; status: string };
      manageToken?: string;
    };
    expect(created.booking.start).toBe(start);
    // A guest's booking is held until its address confirms it; the token goes only to the address.
    expect(created.booking.status).toBe('pending');
    expect(created.manageToken).toBeUndefined();

    const reused = await request.post('/api/bookings', {
      data: booking,
      headers: { 'Idempotency-Key': `${key}-other`, ...proof },
    });
    expect(reused.status()).toBe(400);
    const retry = await request.post('/api/bookings', {
      data: booking,
      headers: { 'Idempotency-Key': key, ...(await fetchProofHeader(request)) },
    });
    expect(retry.status()).toBe(201);
    expect(retry.headers()['idempotent-replayed']).toBe('true');
    expect(((await retry.json()) as { booking: { id: string } }).booking.id).toBe(
      created.booking.id,
    );

    // Held for its address to confirm, the time is not free to anybody else meanwhile.
    const again = await request.post('/api/bookings', {
      data: booking,
      headers: await fetchProofHeader(request),
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(
      /^Someone is booking that time right now\./,
    );

    // Only the owner, an admin or the e-mailed link may cancel.
    const stranger = await request.post(`/api/bookings/${created.booking.id}/cancel`, { data: {} });
    expect(stranger.status()).toBe(401);
    const wrongToken = await request.post(`/api/bookings/${created.booking.id}/cancel`, {
      data: { token: 'x'.repeat(32) },
    });
    expect(wrongToken.status()).toBe(403);
    const manageToken = await confirmBookingViaApi(
      request,
      baseURL!,
      created.booking.reference,
      booking.email,
    );
    const cancelled = await request.post(`/api/bookings/${created.booking.id}/cancel`, {
      data: { token: manageToken },
      headers: { Origin: baseURL! },
    });
    expect(cancelled.status()).toBe(200);
    expect(((await cancelled.json()) as { booking: { status: string } }).booking.status).toBe(
      'cancelled',
    );
  });

  test("an admin books for a customer: on their account once the address is confirmed, never on an unconfirmed one or the admin's", async ({
    playwright,
    baseURL,
  }) => {
    const customer = await playwright.request.newContext({ baseURL });
    const account = await registerViaApi(customer, newAccount('on-behalf'));
    const admin = await playwright.request.newContext({ baseURL });
    await signInViaApi(admin, LOCAL_ADMIN);
    const ids = async (context: APIRequestContext) =>
      (
        (await (await context.get('/api/bookings/mine')).json()) as { bookings: { id: string }[] }
      ).bookings.map((mine) => mine.id);
    const bookFor = async (minutes: number) => {
      const { studioId, start, end } = await lastFreeSlot(admin, minutes);
      const created = await admin.post('/api/bookings', {
        data: { studioId, start, end, name: account.name, email: account.email.toUpperCase() },
        headers: await csrfHeaders(admin),
      });
      expect(created.status(), await created.text()).toBe(201);
      return ((await created.json()) as { booking: { id: string } }).booking.id;
    };

    // Anyone can register any address: until its owner confirms it, nothing is linked to it, and
    // the registrant can neither see nor cancel a booking made for that address.
    const beforeConfirming = await bookFor(55);
    expect(await ids(customer)).not.toContain(beforeConfirming);
    const cancel = await customer.post(`/api/bookings/${beforeConfirming}/cancel`, {
      data: {},
      headers: await csrfHeaders(customer),
    });
    expect(cancel.status()).toBe(403);

    // Once the owner confirms it, the bookings made for it before join the account, and new ones too.
    await confirmEmailViaApi(customer, admin, account);
    expect(await ids(customer)).toContain(beforeConfirming);
    const afterConfirming = await bookFor(50);
    expect(await ids(customer)).toContain(afterConfirming);
    expect(await ids(admin)).not.toContain(afterConfirming);
    await customer.dispose();
    await admin.dispose();
  });
});
