// Issue 48's "figures that agree": a generated month of bookings (paid in full, refunded in part,
// cancelled free and late with the fee kept, with promo codes, no-shows, balances left owing) made
// through the real booking, payment and refund functions, then the expected totals computed here by
// plain arithmetic over what was made. The dashboard, the revenue and promo-code charts and the
// bookings CSV must give the same pence taken; the Money report (invoiced, by the month issued)
// must give what was invoiced, which differs from taken by exactly the balances still owed.
import { expect, it, vi } from 'vitest';
import { cancelBooking, createBooking, findBooking, markNoShow, type Booking } from '@/lib/booking';
import { exportBookingsCsv } from '@/lib/booking/http';
import { monthlyReport } from '@/lib/booking/invoices';
import { recordStudioPayment, refundBookingPayment, settleRefund } from '@/lib/booking/money-http';
import { createPromoCode } from '@/lib/booking/promo-codes';
import { createUser, setUserRole } from '@/lib/auth/users';
import { dashboardFigures } from '@/lib/dashboard';
import { cancellationsByMonth, promoCodeReturns, revenueAgainstLastYear } from '@/lib/reports';
import { londonWallTimeToInstant } from '@/lib/time';
import { describeOnEachEngine, enginesUnderTest } from '../fixtures/databases';
import { browserRequest, callRoute, sessionCookieFor } from '../fixtures/routes';
import { standardSettings, testStudio } from '../fixtures/studios';

// The routes read the cancellation policy (free until 48 hours before, then 50%) from site settings.
vi.mock('@/lib/booking/catalog', async (importOriginal) =>
  (await import('../fixtures/catalog')).withFreshInstallMoney(importOriginal),
);

const engines = await enginesUnderTest();
const studio = testStudio(); // £80 an hour
const HOUR = 3_600_000;
const RATE = 8000;
// What each generated booking goes through, in turn (day n of the month takes kind n % 7).
const KINDS = [
  'paid',
  'partly-refunded',
  'cancelled-free',
  'cancelled-late',
  'promo-percent',
  'no-show-deposit',
  'promo-amount-owing',
] as const;
type Kind = (typeof KINDS)[number];

type Made = { kind: Kind; booking: Booking; pricePence: number; paid: number; refunded: number };

describeOnEachEngine(engines, 'figures that agree on $engine', 'figures', (handle) => {
  it('gives one month the same pence on the dashboard, the charts, the CSV and (invoiced) Money', async () => {
    const db = handle.db;
    const admin = await createUser(db, {
      email: 'owner.figures@example.com',
      name: 'Owner',
      password: 'a long studio passphrase 9',
    });
    if (admin === 'email-taken') throw new Error('fresh database expected');
    await setUserRole(db, admin.id, 'admin');
    const cookie = await sessionCookieFor(db, admin.id);
    await createPromoCode(db, { code: 'TENOFF', kind: 'percent', value: 10 });
    await createPromoCode(db, { code: 'FIFTEEN', kind: 'amount', value: 1500 });

    let keys = 0;
    const post = async (
      route: typeof recordStudioPayment,
      path: string,
      body: object,
      now: Date,
      params: Record<string, string>,
    ) => {
      const request = browserRequest('POST', path, cookie, body);
      request.headers.set('Idempotency-Key', `figures-${(keys += 1)}-key`);
      const answer = await callRoute(route, db, request, { params, now });
      expect(answer.status, await answer.clone().text()).toBe(200);
      return answer;
    };
    const pay = (booking: Booking, amountPence: number, now: Date) =>
      post(
        recordStudioPayment,
        `/api/admin/bookings/${booking.id}/payments`,
        { amountPence, method: 'cash' },
        now,
        { id: booking.id },
      );
    const refund = (booking: Booking, amountPence: number, now: Date) =>
      post(
        refundBookingPayment,
        `/api/admin/bookings/${booking.id}/refunds`,
        { amountPence, reason: 'Short session', method: 'cash' },
        now,
        { id: booking.id },
      );

    /** A session of `hours` at 10:00 London on `date`, booked two days before. */
    const book = async (date: string, hours: number, promoCode?: string) => {
      const start = londonWallTimeToInstant(date, 10 * 60);
      const outcome = await createBooking(db, {
        studio,
        settings: standardSettings,
        booking: {
          start,
          end: new Date(start.getTime() + hours * HOUR),
          name: 'Guest',
          email: `guest-${date}@example.com`,
          ...(promoCode ? { promoCode } : {}),
        },
        now: new Date(start.getTime() - 48 * HOUR),
      });
      if (outcome.kind !== 'created') throw new Error(JSON.stringify(outcome));
      return outcome.booking;
    };

    /** One booking of a kind, through the real functions; what the test knows it did, in pence. */
    const make = async (kind: Kind, date: string): Promise<Made> => {
      const hours = kind === 'paid' ? 3 : 2;
      const gross = hours * RATE;
      const pricePence =
        kind === 'promo-percent'
          ? gross - gross / 10
          : kind === 'promo-amount-owing'
            ? gross - 1500
            : gross;
      const code =
        kind === 'promo-percent' ? 'tenoff' : kind === 'promo-amount-owing' ? 'FIFTEEN' : undefined;
      const booking = await book(date, hours, code);
      expect(booking.pricePence).toBe(pricePence);
      const start = booking.startAt.getTime();
      const at = (hoursFromStart: number) => new Date(start + hoursFromStart * HOUR);
      const made = { kind, booking, pricePence, paid: 0, refunded: 0 };
      switch (kind) {
        case 'paid':
        case 'promo-percent':
          await pay(booking, pricePence, at(0));
          return { ...made, paid: pricePence };
        case 'partly-refunded':
          await pay(booking, pricePence, at(0));
          await refund(booking, 2500, at(3));
          return { ...made, paid: pricePence, refunded: 2500 };
        case 'cancelled-free': {
          const outcome = await cancelBooking(db, booking, { byAdmin: true, now: at(-40) });
          expect(outcome.kind).toBe('done');
          return made;
        }
        case 'cancelled-late': {
          // Paid in full on booking, cancelled a day before: the studio owes back all but the
          // 50% fee, and hands it back the next hour.
          await pay(booking, pricePence, at(-47));
          const outcome = await cancelBooking(db, booking, { byAdmin: false, now: at(-24) });
          if (outcome.kind !== 'done') throw new Error(outcome.kind);
          expect(outcome.refunds?.map((part) => [part.status, part.amountPence])).toEqual([
            ['owed', pricePence / 2],
          ]);
          const owed = outcome.refunds![0]!;
          await post(
            settleRefund,
            `/api/admin/payments/${owed.id}/settle`,
            { method: 'cash' },
            at(-23),
            { id: owed.id },
          );
          return { ...made, paid: pricePence, refunded: pricePence / 2 };
        }
        case 'no-show-deposit': {
          await pay(booking, 5000, at(-47));
          const outcome = await markNoShow(db, (await findBooking(db, booking.id))!, at(1));
          expect(outcome.kind).toBe('done');
          return { ...made, paid: 5000 };
        }
        case 'promo-amount-owing':
          await pay(booking, 4000, at(0));
          return { ...made, paid: 4000 };
      }
    };

    // Every day of March 2026 but the 1st and 2nd (booked two days ahead, inside the month, so
    // every invoice and credit note is issued in March too); 29 March is the clock change.
    const made: Made[] = [];
    for (let day = 3; day <= 31; day++) {
      const date = `2026-03-${String(day).padStart(2, '0')}`;
      made.push(await make(KINDS[day % KINDS.length]!, date));
    }
    // Outside the month, with money: they must not count.
    await make('paid', '2026-02-20');
    await make('paid', '2026-04-06');

    // What the test did, in plain arithmetic.
    const takenOf = (item: Made) => item.paid - item.refunded;
    const invoicedOf = (item: Made) =>
      item.kind === 'cancelled-free'
        ? 0
        : item.kind === 'cancelled-late'
          ? item.pricePence / 2
          : item.pricePence - item.refunded;
    const sum = (items: Made[], of: (item: Made) => number) =>
      items.reduce((total, item) => total + of(item), 0);
    const taken = sum(made, takenOf);
    const invoiced = sum(made, invoicedOf);
    const owing = sum(made, (item) => invoicedOf(item) - takenOf(item));
    expect(taken).toBeGreaterThan(0);
    expect(owing).toBeGreaterThan(0);

    // The revenue chart's month, and its week beside the dashboard's (Monday 16 to Sunday 22 March).
    const months = await revenueAgainstLastYear(db, 'month', '2026-04-10', 3);
    expect(months.map((point) => [point.period, point.takenPence])).toEqual([
      ['2026-02-01', 3 * RATE],
      ['2026-03-01', taken],
      ['2026-04-01', 3 * RATE],
    ]);
    const inWeek = made.filter(
      (item) =>
        item.booking.startAt >= londonWallTimeToInstant('2026-03-16', 0) &&
        item.booking.startAt < londonWallTimeToInstant('2026-03-23', 0),
    );
    const weeks = await revenueAgainstLastYear(db, 'week', '2026-03-18', 1);
    expect(weeks).toEqual([
      {
        period: '2026-03-16',
        label: '16 Mar',
        takenPence: sum(inWeek, takenOf),
        previousYearPence: 0,
      },
    ]);
    const dashboard = await dashboardFigures(db, admin.id, new Date('2026-03-18T08:00:00Z'));
    expect(dashboard.week).toMatchObject({
      date: '2026-03-16',
      revenuePence: sum(inWeek, takenOf),
      bookings: inWeek.filter((item) => !item.kind.startsWith('cancelled')).length,
    });

    // The bookings CSV of the month: paid less refunded is taken, invoiced is invoiced.
    const answer = await callRoute(
      exportBookingsCsv,
      db,
      browserRequest(
        'GET',
        '/admin/bookings/export?view=list&from=2026-03-01&to=2026-03-31',
        cookie,
      ),
    );
    expect(answer.status).toBe(200);
    const [header, ...lines] = (await answer.text()).trim().split('\r\n');
    const columns = header!.split(',');
    const column = (name: string) => {
      const index = columns.indexOf(name);
      // Pounds with two decimals, summed as pence so no float error creeps in.
      return lines.reduce(
        (total, line) => total + Math.round(Number(line.split(',')[index]) * 100),
        0,
      );
    };
    expect(lines).toHaveLength(made.length);
    expect(column('paid_gbp') - column('refunded_gbp')).toBe(taken);
    expect(column('invoiced_gbp')).toBe(invoiced);

    // Money: invoices less credit notes issued in March, refunds handed back in March.
    const march = (await monthlyReport(db, 2026))[2]!;
    expect(march.grossPence).toBe(invoiced);
    expect(march.refundedPence).toBe(sum(made, (item) => item.refunded));
    // The documented relation: invoiced less taken is what customers still owe for those sessions.
    expect(march.grossPence - taken).toBe(owing);

    // Cancellations and no-shows of the month, and the promo codes' return.
    const [cancellations] = await cancellationsByMonth(db, '2026-03-31', 1);
    expect(cancellations).toMatchObject({
      month: '2026-03-01',
      cancelled: made.filter((item) => item.kind.startsWith('cancelled')).length,
      noShows: made.filter((item) => item.kind === 'no-show-deposit').length,
      sessions: made.filter((item) => !item.kind.startsWith('cancelled')).length,
      feesPence: sum(
        made.filter((item) => item.kind === 'cancelled-late'),
        (item) => item.pricePence / 2,
      ),
    });
    const codes = await promoCodeReturns(db, new Date('2026-03-01T00:00:00Z'));
    const withCode = (kind: Kind) => made.filter((item) => item.kind === kind);
    expect(codes).toEqual(
      [
        { code: 'TENOFF', items: withCode('promo-percent'), discount: (2 * RATE) / 10 },
        { code: 'FIFTEEN', items: withCode('promo-amount-owing'), discount: 1500 },
      ]
        .map(({ code, items, discount }) => ({
          code,
          redemptions: items.length,
          discountPence: items.length * discount,
          takenPence: sum(items, takenOf),
        }))
        .sort((a, b) => b.takenPence - a.takenPence),
    );
  });
});
