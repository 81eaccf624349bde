// Paying online through Stripe's official client against the offline stand-in
// (tests/fixtures/stripe-stand-in.mjs), on an instance of its own with STRIPE_* set: a deposit
// confirms the booking only once the signed webhook arrives; a replayed event changes nothing; a
// forged signature is refused; a second customer is told the held slot is being booked; an expired
// hold frees the slot; a payment that arrives for a slot taken meanwhile is refunded; a move to a
// dearer time states the difference, takes the customer to pay it, and moves once it is paid.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { csrfHeaders, LOCAL_ADMIN, signInViaApi } from '../fixtures/accounts';
import { axeViolations } from '../fixtures/axe';
import { pickOpenDay } from '../fixtures/calendar';
import { fetchProofHeader } from '../fixtures/proof-of-work';
import { startStripeStandIn, type StripeStandIn } from '../fixtures/stripe-stand-in.mjs';
import { startServer } from '../../.scripts/start-server.mjs';

const PORT = 3126;
const origin = `http://127.0.0.1:${PORT}`;
const WEBHOOK_SECRET = 'whsec_e2e_stand_in_6b1f0c2d9e8a7b6c';
const STUDIO = { id: 'studio-executive-meeting', slug: 'executive-meeting-studio' };

test.describe.configure({ mode: 'serial' });

test.describe('paying online with Stripe (stand-in)', () => {
  let standIn: StripeStandIn;
  let server: Awaited<ReturnType<typeof startServer>>;
  let admin: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    standIn = await startStripeStandIn({
      webhookUrl: `${origin}/api/payments/stripe/webhook`,
      webhookSecret: WEBHOOK_SECRET,
    });
    server = await startServer(PORT, {
      SITE_URL: origin,
      STRIPE_SECRET_KEY: 'sk_test_e2e_stand_in',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    });
    admin = await playwright.request.newContext({ baseURL: origin });
    await signInViaApi(admin, LOCAL_ADMIN);
  });

  test.afterAll(async () => {
    await admin?.dispose();
    await server?.stop();
    await standIn?.close();
  });

  /** The free starts of a day for a two-hour session. */
  async function starts(request: APIRequestContext, date: string): Promise<string[]> {
    const answer = await request.get(
      `${origin}/api/bookings/availability?studio=${STUDIO.id}&date=${date}&duration=120`,
    );
    return ((await answer.json()) as { starts: string[] }).starts;
  }

  /** Holds a slot as a guest paying online (the API the booking page calls); returns the checkout. */
  async function hold(request: APIRequestContext, start: string, email: string) {
    const end = new Date(Date.parse(start) + 2 * 3_600_000).toISOString();
    const answer = await request.post(`${origin}/api/bookings`, {
      data: { studioId: STUDIO.id, start, end, name: 'Guest', email, payment: 'online' },
      headers: await fetchProofHeader(request, origin),
    });
    expect(answer.status(), await answer.text()).toBe(201);
    const body = (await answer.json()) as { booking: { id: string }; checkoutUrl: string };
    return { bookingId: body.booking.id, sessionId: body.checkoutUrl.split('/').pop()! };
  }

  async function payments(bookingId: string) {
    const answer = await admin.get(`${origin}/api/admin/bookings/${bookingId}/payments`);
    expect(answer.ok(), await answer.text()).toBe(true);
    return (
      (await answer.json()) as {
        payments: { direction: string; status: string; method: string; amountPence: number }[];
      }
    ).payments;
  }

  test('a deposit confirms the booking only on the signed webhook; a second customer is told the slot is held; replays and forgeries change nothing', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const visitor = await browser.newContext({ baseURL: origin });
    const page = await visitor.newPage();
    const rivalContext = await browser.newContext({ baseURL: origin });
    const rival = await rivalContext.newPage();
    // Both customers open the same slot, in the one-step booking flow.
    for (const customer of [page, rival]) {
      await customer
        .context()
        .addCookies([
          { name: 'ab_variants', value: encodeURIComponent('bookingFlow:simple'), url: origin },
        ]);
      await customer.goto('/booking?studio=' + STUDIO.slug);
      await pickOpenDay(customer, customer.getByRole('grid', { name: /Session date/ }), {
        weeks: 2,
      });
      await customer.getByLabel('Session length').selectOption('120');
      await customer.getByRole('radio', { name: '11:00' }).check();
    }
    await page.getByRole('radio', { name: /Pay a 50% deposit online now/ }).check();
    await expect(page.getByTestId('price-breakdown')).toContainText('To pay now');
    await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await page.getByLabel('E-mail', { exact: true }).fill('grace.stripe@example.com');
    await page.getByRole('button', { name: 'Pay and confirm' }).click();
    await expect(page).toHaveURL(new RegExp(`^${standIn.url}/pay/cs_test_`));
    const sessionId = page.url().split('/').pop()!;
    const session = standIn.sessions.get(sessionId)!;
    const bookingId = session.client_reference_id!;
    // Two hours at £95 on a weekday (or £115 at the weekend): half of it now.
    expect([9500, 11500]).toContain(session.amount_total);

    // The second customer, paying at the studio, is told the slot is being booked.
    await rival.getByRole('radio', { name: 'Pay at the studio' }).check();
    await rival.getByLabel('Name', { exact: true }).fill('Alan Turing');
    await rival.getByLabel('E-mail', { exact: true }).fill('alan.stripe@example.com');
    await rival.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(rival.getByTestId('booking-error')).toContainText(
      'Someone is booking that time right now.',
    );
    await rivalContext.close();
    // Nothing is paid, and nothing confirmed, until the provider says so.
    expect(await payments(bookingId)).toEqual([]);

    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/booking\/confirmed\/LPS-/);
    await expect(page.getByRole('heading', { name: "You're booked in!" })).toBeVisible();
    expect(await payments(bookingId)).toMatchObject([
      { direction: 'in', status: 'succeeded', method: 'stripe', amountPence: session.amount_total },
    ]);

    const [eventId] = [...standIn.events.keys()].filter(
      (id) => standIn.events.get(id)!.event.data.object.id === sessionId,
    );
    expect((await standIn.deliver(eventId!)).status).toBe(200);
    expect(await payments(bookingId)).toHaveLength(1);
    expect((await standIn.deliver(eventId!, { forgeSignature: true })).status).toBe(400);
    expect(await payments(bookingId)).toHaveLength(1);
    await visitor.close();
  });

  test('a customer reaching checkout for a held slot is told so; an expired hold frees the slot', async ({
    request,
  }) => {
    const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const free = await starts(request, date);
    test.skip(free.length === 0, `The studio is closed on ${date}`);
    const start = free[0]!;
    const first = await hold(request, start, 'first.hold@example.com');
    const end = new Date(Date.parse(start) + 2 * 3_600_000).toISOString();
    const second = await request.post(`${origin}/api/bookings`, {
      data: {
        studioId: STUDIO.id,
        start,
        end,
        name: 'Second',
        email: 'second@example.com',
        payment: 'online',
      },
      headers: await fetchProofHeader(request, origin),
    });
    expect(second.status()).toBe(409);
    expect(((await second.json()) as { error: string }).error).toMatch(
      /Someone is booking that time right now/,
    );
    expect(await starts(request, date)).not.toContain(start);

    await standIn.expireSession(first.sessionId);
    await expect.poll(() => starts(request, date)).toContain(start);
  });

  test('releasing a hold closes its checkout first, so the released slot cannot be paid for after someone else took it', async ({
    request,
  }) => {
    const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const free = await starts(request, date);
    test.skip(free.length === 0, `The studio is closed on ${date}`);
    const start = free[0]!;
    const late = await hold(request, start, 'late.payer@example.com');
    // The studio gives the hold up while the customer is still on the payment page.
    const released = await admin.post(`${origin}/api/admin/bookings/${late.bookingId}/release`, {
      headers: await csrfHeaders(admin),
    });
    expect(released.status(), await released.text()).toBe(200);
    expect(standIn.sessions.get(late.sessionId)!.status).toBe('expired');
    const end = new Date(Date.parse(start) + 2 * 3_600_000).toISOString();
    const taken = await request.post(`${origin}/api/bookings`, {
      data: { studioId: STUDIO.id, start, end, name: 'Punctual', email: 'punctual@example.com' },
      headers: await fetchProofHeader(request, origin),
    });
    expect(taken.status(), await taken.text()).toBe(201);
    // Its page can no longer take the money; a payment already under way when a hold lapses is
    // refunded in full (tests/unit/payments.holds-and-webhooks.test.ts, booking.one-model-every-path).
    await expect(standIn.completeSession(late.sessionId)).rejects.toThrow(/status of `expired`/);
    expect(await payments(late.bookingId)).toEqual([]);
  });

  test('a move to a dearer time states the deposit difference, sends the customer to pay it, and moves once paid', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    // A weekday session four weeks ahead, its deposit paid on the checkout page.
    let date = new Date(Date.now() + 28 * 86_400_000);
    while ([0, 6].includes(date.getUTCDay())) date = new Date(date.getTime() + 86_400_000);
    const day = date.toISOString().slice(0, 10);
    const free = (await starts(request, day)).filter((start) => new Date(start).getUTCHours() < 15);
    test.skip(free.length === 0, `The studio is closed on ${day}`);
    const email = 'dearer.move@example.com';
    const held = await hold(request, free[0]!, email);
    // On a phone, as most customers open the e-mailed link.
    const visitor = await browser.newContext({
      baseURL: origin,
      viewport: { width: 375, height: 740 },
    });
    const page = await visitor.newPage();
    await page.goto(`${standIn.url}/pay/${held.sessionId}`);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/booking\/confirmed\/LPS-/);
    const deposit = standIn.sessions.get(held.sessionId)!.amount_total;

    // The manage link of the confirmation e-mail.
    const outbox = await admin.get(`${origin}/api/admin/outbox?to=${encodeURIComponent(email)}`);
    const { messages } = (await outbox.json()) as { messages: { kind: string; text: string }[] };
    const confirmed = messages.find((message) => message.kind === 'booking_confirmed')!;
    const manage = /Reschedule or cancel: (\S+)/.exec(confirmed.text)![1]!;
    await page.goto(manage.replace(/^https?:\/\/[^/]+/, origin));
    await page.getByRole('button', { name: 'Reschedule' }).click();
    // A weekend day at least a week ahead: the same two hours at the weekend rate.
    const calendar = page.getByRole('grid', { name: /New date/ });
    await expect(page.locator('[data-interactive="true"]')).toBeVisible();
    await calendar.locator('button[tabindex="0"]').focus();
    await page.keyboard.press('ArrowDown');
    const focused = calendar.locator('button:focus');
    for (let step = 0; ; step += 1) {
      expect(step, 'a weekend day within two weeks').toBeLessThan(14);
      const name = (await focused.getAttribute('aria-label')) ?? (await focused.innerText());
      if (
        /^(Saturday|Sunday)/.test(name) &&
        (await focused.getAttribute('aria-disabled')) !== 'true'
      )
        break;
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Move my booking' }).click();

    // Stated before anything is paid or moved, and read first (focused).
    const offer = page.getByText(
      /^Moving costs £\d+ more \(£\d+ in all\); pay the £\d+ deposit difference now to move\./,
    );
    await expect(offer).toBeVisible();
    await expect(offer).toBeFocused();
    const difference = /pay the £(\d+) deposit difference/.exec(
      (await offer.innerText()) ?? '',
    )![1]!;
    expect(await payments(held.bookingId)).toHaveLength(1);
    // Accessible in both themes, and nothing wider than the phone.
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
      expect(await axeViolations(page), theme).toEqual([]);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Pay £${difference} and move` })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`^${standIn.url}/pay/cs_test_`));
    const topUpSession = standIn.sessions.get(page.url().split('/').pop()!)!;
    expect(topUpSession.amount_total).toBe(Number(difference) * 100);
    expect(topUpSession.metadata).toMatchObject({ bookingId: held.bookingId });
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/booking\/manage\/LPS-[^?]+\?token=.+&topUp=/);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^Paid £\d+\. Your booking has moved to (Saturday|Sunday)/ }),
    ).toBeVisible();
    expect(await payments(held.bookingId)).toMatchObject([
      { direction: 'in', status: 'succeeded', amountPence: deposit },
      { direction: 'in', status: 'succeeded', amountPence: Number(difference) * 100 },
    ]);
    // The moved booking can be changed again from here.
    await expect(page.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    await visitor.close();
  });
});
