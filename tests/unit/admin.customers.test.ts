// The back office's customers on a real database: one person per address key (letter case, +tags and
// Gmail dots are the same customer), their figures from the bookings' ledger columns, search, the three
// orders, pages, one customer's record with their account and consent (newsletter, contact form from
// any address they booked with), and staff's notes on them.
import { beforeAll, expect, it } from 'vitest';
import { cancelBooking, createBooking, markNoShow } from '@/lib/booking';
import { customerRecord, customersQuerySchema, listCustomers } from '@/lib/customers';
import { recordPaymentIn, recordRefund } from '@/lib/booking/payments';
import { tables } from '@/lib/db';
import { notesFor } from '@/lib/notes';
import { postAdminNote } from '@/lib/notes/http';
import { adminCookie } from '../fixtures/admins';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { browserRequest, callRoute } from '../fixtures/routes';
import { standardSettings, testStudio } from '../fixtures/studios';

const engines = await enginesUnderTest();
const studio = testStudio();
const bookedAt = new Date('2026-01-05T12:00:00Z');
const now = new Date('2026-03-01T12:00:00Z');
const query = (input: Record<string, string>) => customersQuerySchema.parse(input);

describeOnEachEngine(engines, 'customers on $engine', 'customers', (handle) => {
  const book = async (day: number, name: string, email: string) => {
    const start = new Date(Date.parse('2026-02-02T10:00:00Z') + day * 86_400_000);
    const outcome = await createBooking(handle.db, {
      studio,
      settings: standardSettings,
      booking: { start, end: new Date(start.getTime() + 2 * 3_600_000), name, email },
      now: bookedAt,
    });
    if (outcome.kind !== 'created') throw new Error(outcome.kind);
    return outcome.booking;
  };
  const paid = (id: string, paidPence: number, refundedPence = 0) =>
    // One transaction, as the routes record money: the database checks the two agree at its commit.
    handle.db.transaction(async (tx) => {
      const at = { now: bookedAt, method: 'cash' as const };
      await recordPaymentIn(
        tx,
        { id },
        { ...at, amountPence: paidPence, idempotencyKey: `in-${id}` },
      );
      if (refundedPence === 0) return;
      await recordRefund(
        tx,
        { id },
        {
          now: bookedAt,
          amountPence: refundedPence,
          reason: 'goodwill',
          idempotencyKey: `out-${id}`,
          handedBackWith: 'cash',
        },
      );
    });

  beforeAll(async () => {
    // Ada three times under three spellings of one Gmail address: two visits (one missed), one upcoming.
    const first = await book(0, 'Ada', 'ada.lovelace@gmail.com');
    const second = await book(1, 'Ada L', 'Ada.Lovelace+studio@gmail.com');
    await book(40, 'Ada Lovelace', 'adalovelace@googlemail.com');
    await paid(first.id, 16_000);
    await paid(second.id, 16_000, 6_000);
    expect((await markNoShow(handle.db, second, new Date('2026-02-03T13:00:00Z'))).kind).toBe(
      'done',
    );
    // Grace once, cancelled; Hedy once, paid more.
    const grace = await book(2, 'Grace Hopper', 'grace@example.com');
    await cancelBooking(handle.db, grace, { byAdmin: true, now: bookedAt });
    const hedy = await book(3, 'Hedy Lamarr', 'hedy@example.com');
    await paid(hedy.id, 40_000);
    await handle.db.insert(tables.newsletterSubscribers).values({
      email: 'Hedy@Example.com',
      confirmedAt: bookedAt,
    });
    // Ada wrote twice, from one of the addresses she booked with, in another letter case.
    for (const day of [5, 9]) {
      await handle.db.insert(tables.contactMessages).values({
        name: 'Ada',
        email: 'ADA.Lovelace+studio@gmail.com',
        message: 'About the booth',
        createdAt: new Date(`2026-01-0${day}T12:00:00Z`),
      });
    }
  });

  it('counts one customer per address key, with figures from the ledger, by last visit', async () => {
    const page = await listCustomers(handle.db, query({}), now);
    expect(page.total).toBe(3);
    const [hedy, ada, grace] = page.customers;
    expect(ada).toMatchObject({
      key: 'adalovelace@gmail.com',
      name: 'Ada Lovelace',
      email: 'adalovelace@googlemail.com',
      bookings: 3,
      spendPence: 26_000,
      refundedPence: 6_000,
      noShows: 1,
      cancellations: 0,
      lastVisit: new Date('2026-02-03T10:00:00Z'),
      nextVisit: new Date('2026-03-14T10:00:00Z'),
    });
    expect(hedy).toMatchObject({ name: 'Hedy Lamarr', spendPence: 40_000, bookings: 1 });
    // Cancelled and never came: no last visit, so last in this order.
    expect(grace).toMatchObject({ cancellations: 1, lastVisit: null, nextVisit: null });
  });

  it('sorts by spend or bookings, finds by name or address, and pages', async () => {
    const names = async (input: Record<string, string>, size?: number) =>
      (await listCustomers(handle.db, query(input), now, size)).customers.map((c) => c.name);
    expect(await names({ sort: 'spend' })).toEqual(['Hedy Lamarr', 'Ada Lovelace', 'Grace Hopper']);
    expect((await names({ sort: 'bookings' }))[0]).toBe('Ada Lovelace');
    expect(await names({ q: 'HOPPER' })).toEqual(['Grace Hopper']);
    expect(await names({ q: 'example.com', sort: 'spend' })).toEqual([
      'Hedy Lamarr',
      'Grace Hopper',
    ]);
    expect(await names({ q: '100%_' })).toEqual([]);
    const second = await listCustomers(handle.db, query({ sort: 'spend', page: '2' }), now, 2);
    expect([second.page, second.pageCount, second.customers.map((c) => c.name)]).toEqual([
      2,
      2,
      ['Grace Hopper'],
    ]);
    // A page past the end shows the last one; nonsense in the query is the default.
    expect((await listCustomers(handle.db, query({ page: '99', sort: 'x' }), now, 2)).page).toBe(2);
  });

  it("shows one customer's record by their key or any of their spellings", async () => {
    const record = await customerRecord(handle.db, 'adalovelace@gmail.com', now);
    expect(record?.bookings.map((booking) => booking.guestName)).toEqual([
      'Ada Lovelace',
      'Ada L',
      'Ada',
    ]);
    expect([record!.account, record!.consent]).toEqual([
      null,
      {
        newsletter: { state: 'never', at: null, source: null },
        contactMessages: { count: 2, lastAt: new Date('2026-01-09T12:00:00Z') },
      },
    ]);
    expect((await customerRecord(handle.db, 'Ada.Lovelace+x@gmail.com', now))?.summary.key).toBe(
      'adalovelace@gmail.com',
    );
    expect((await customerRecord(handle.db, 'hedy@example.com', now))?.consent).toEqual({
      newsletter: { state: 'subscribed', at: bookedAt, source: 'footer' },
      contactMessages: { count: 0, lastAt: null },
    });
    expect(await customerRecord(handle.db, 'nobody@example.com', now)).toBeNull();
    expect(await customerRecord(handle.db, 'x'.repeat(400), now)).toBeNull();
  });

  it('keeps staff notes on a customer by their key, through the notes route', async () => {
    const cookie = await adminCookie(handle.db, 'desk.customers@example.com');
    const booking = await book(20, 'Mary Jackson', 'mary.notes@example.com');
    const record = (await customerRecord(handle.db, booking.guestEmail, now))!;
    const post = (body: unknown) =>
      callRoute(postAdminNote, handle.db, browserRequest('POST', '/api/admin/notes', cookie, body));
    const body = 'Allergic to the studio cat; book the far room.';
    expect((await post({ subject: 'customer', subjectId: record.summary.key, body })).status).toBe(
      201,
    );
    const notes = await notesFor(handle.db, 'customer', [record.summary.key]);
    expect(notes.get(record.summary.key)?.map((note) => note.body)).toEqual([body]);
    // Other subjects are still named by their id.
    expect((await post({ subject: 'booking', subjectId: record.summary.key, body })).status).toBe(
      400,
    );
    expect((await post({ subject: 'customer', subjectId: 'x', body })).status).toBe(400);
  });
});
