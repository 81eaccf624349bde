// Issue #46 item 4: a booking paid at the studio for an address nobody has proved is the booker's
// is held, not booked, until the e-mailed link's button confirms it. Real routes, real database
// (PGlite and PostgreSQL).
import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { createUser } from '@/lib/auth/users';
import { expireHold } from '@/lib/booking/checkout';
import { BOOKING_LINK_UNUSABLE, requestAddressConfirmation } from '@/lib/booking/confirm-http';
import { requestBooking } from '@/lib/booking/http';
import { documentsOfBooking } from '@/lib/booking/invoices';
import { PROVISIONAL_HOLD_MINUTES } from '@/lib/booking/rules';
import { tables, type Database } from '@/lib/db';
import { londonWallTimeToInstant } from '@/lib/time';
import { adminCookie } from '../fixtures/admins';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { proofHeader } from '../fixtures/proof-of-work';
import { browserRequest, callRoute, jsonPost, sessionCookieFor } from '../fixtures/routes';
import { weekdayAhead } from '../fixtures/studios';

vi.mock('@/lib/booking/catalog', async (original) =>
  (await import('../fixtures/catalog')).withTestStudios(original, 0),
);
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const engines = await enginesUnderTest();

function session(daysAhead: number, hour = 10) {
  const start = londonWallTimeToInstant(weekdayAhead(daysAhead), hour * 60);
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
  };
}

const form = (email: string, daysAhead: number) => ({
  studioId: 'studio-podcast-setup',
  ...session(daysAhead),
  name: 'Ada Lovelace',
  email,
});

describeOnEachEngine(engines, 'provisional bookings on $engine', 'until confirmed', (handle) => {
  const db = (): Database => handle.db;
  const bookAs = async (body: object, cookie: string | null = null) => {
    const request = cookie
      ? browserRequest('POST', '/api/bookings', cookie, body)
      : jsonPost('/api/bookings', body, await proofHeader());
    const response = await callRoute(requestBooking, db(), request);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as {
      booking: { id: string; reference: string; status: string };
      manageToken?: string;
    };
  };
  const reload = async (id: string) =>
    (await db().select().from(tables.bookings).where(eq(tables.bookings.id, id)))[0]!;
  const mailsTo = (to: string, kind: string) =>
    db()
      .select()
      .from(tables.mailMessages)
      .where(and(eq(tables.mailMessages.to, to), eq(tables.mailMessages.kind, kind)));
  /** The token of the confirmation link e-mailed to `to`. */
  const linkTokenFor = async (to: string, reference: string) => {
    const [mail] = await mailsTo(to, 'booking_confirmation_request');
    const match = mail?.text.match(new RegExp(`/booking/confirm/${reference}\\?token=([^\\s]+)`));
    if (!match?.[1]) throw new Error(`no confirmation link in ${mail?.text}`);
    return decodeURIComponent(match[1]);
  };
  const confirm = (reference: string, token: string) =>
    callRoute(
      requestAddressConfirmation,
      db(),
      jsonPost('/api/bookings/confirm', { reference, token }),
    );

  it('holds a guest booking, gives its token only to the address, and books it when the button is pressed', async () => {
    const before = Date.now();
    const answer = await bookAs(form('guest.one@example.com', 10));
    expect(answer.booking.status).toBe('pending');
    expect(answer.manageToken).toBeUndefined();
    expect(JSON.stringify(answer)).not.toContain('token');
    const held = await reload(answer.booking.id);
    expect(held).toMatchObject({
      paymentMethod: 'studio',
      invoicedPence: 0,
      addressConfirmed: false,
    });
    const holdMs = held.holdExpiresAt!.getTime() - before;
    expect(holdMs).toBeGreaterThan((PROVISIONAL_HOLD_MINUTES - 1) * 60_000);
    expect(holdMs).toBeLessThan((PROVISIONAL_HOLD_MINUTES + 1) * 60_000);
    expect(await documentsOfBooking(db(), held.id)).toEqual([]);

    const [request] = await mailsTo('guest.one@example.com', 'booking_confirmation_request');
    expect(request!.text.startsWith('Hello,\n')).toBe(true);
    expect(request!.text).not.toContain('Ada');
    expect(request!.attachments).toEqual([]);
    expect(await mailsTo('guest.one@example.com', 'booking_confirmed')).toEqual([]);

    const token = await linkTokenFor('guest.one@example.com', held.reference);
    const wrong = await confirm(held.reference, `${token.slice(0, -4)}AAAA`);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(BOOKING_LINK_UNUSABLE);
    expect((await reload(held.id)).status).toBe('pending');

    const confirmed = await confirm(held.reference, token);
    expect(confirmed.status).toBe(200);
    const body = (await confirmed.json()) as {
      message: string;
      redirect: string;
      newlyConfirmed: boolean;
    };
    expect(body.message).toContain('is confirmed');
    expect(body.newlyConfirmed).toBe(true);
    expect(body.redirect).toBe(
      `/booking/confirmed/${held.reference}?token=${encodeURIComponent(token)}`,
    );
    const booked = await reload(held.id);
    expect(booked).toMatchObject({
      status: 'active',
      holdExpiresAt: null,
      addressConfirmed: true,
      invoicedPence: booked.pricePence,
    });
    expect((await documentsOfBooking(db(), held.id)).map((doc) => doc.kind)).toEqual(['invoice']);
    const [mail] = await mailsTo('guest.one@example.com', 'booking_confirmed');
    // The address is proved the booker's now: the confirmation greets them and carries the invite.
    expect(mail!.text.startsWith('Hello Ada Lovelace,')).toBe(true);
    expect(mail!.attachments).toHaveLength(1);

    // The button pressed again (or by a second tab) books nothing twice.
    const again = await confirm(held.reference, token);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      message: expect.stringContaining('already confirmed'),
      newlyConfirmed: false,
    });
    expect(await documentsOfBooking(db(), held.id)).toHaveLength(1);
    expect(await mailsTo('guest.one@example.com', 'booking_confirmed')).toHaveLength(1);
  });

  it('two presses at once confirm once', async () => {
    const { booking } = await bookAs(form('guest.two@example.com', 20));
    const token = await linkTokenFor('guest.two@example.com', booking.reference);
    const answers = await Promise.all([
      confirm(booking.reference, token),
      confirm(booking.reference, token),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await documentsOfBooking(db(), booking.id)).toHaveLength(1);
  });

  it('a lapsed hold is confirmed while its time is free, and refused once somebody has booked it', async () => {
    const first = await bookAs(form('guest.three@example.com', 30));
    await expireHold(db(), first.booking.id, new Date(), { evenIfEarly: true });
    const token = await linkTokenFor('guest.three@example.com', first.booking.reference);
    expect((await confirm(first.booking.reference, token)).status).toBe(200);
    expect((await reload(first.booking.id)).status).toBe('active');

    const second = await bookAs(form('guest.four@example.com', 40));
    await expireHold(db(), second.booking.id, new Date(), { evenIfEarly: true });
    const admin = await adminCookie(db(), 'admin.provisional@example.com');
    const taken = await bookAs(form('someone.else@example.com', 40), admin);
    expect(taken.booking.status).toBe('active');
    const late = await linkTokenFor('guest.four@example.com', second.booking.reference);
    const refused = await confirm(second.booking.reference, late);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('somebody else has booked it');
    expect((await reload(second.booking.id)).status).toBe('expired');
  });

  it("books at once for the account's confirmed address and for an admin; a guest's confirmed booking joins the address's account", async () => {
    const user = await createUser(db(), {
      email: 'member@example.com',
      name: 'Member',
      password: 'a long studio passphrase 8',
      verified: true,
    });
    if (user === 'email-taken') throw new Error('exists');
    const signedIn = await bookAs(
      form('member@example.com', 50),
      await sessionCookieFor(db(), user.id),
    );
    expect(signedIn.booking.status).toBe('active');
    expect(signedIn.manageToken).toBeTruthy();

    const admin = await adminCookie(db(), 'admin.books@example.com');
    expect((await bookAs(form('phoned.in@example.com', 60), admin)).booking.status).toBe('active');

    // Signed out, the member books as a guest; confirming from the e-mail puts it on the account.
    const guest = await bookAs(form('member@example.com', 70));
    expect((await reload(guest.booking.id)).userId).toBeNull();
    const token = await linkTokenFor('member@example.com', guest.booking.reference);
    expect((await confirm(guest.booking.reference, token)).status).toBe(200);
    expect((await reload(guest.booking.id)).userId).toBe(user.id);
  });
});
