import { describe, expect, it } from 'vitest';
import { cancellationTerms } from '@/lib/booking/cancellation-policy';
import {
  dueOnlinePence,
  quoteBooking,
  vatInside,
  vatPerLine,
  type AddOnOffer,
  type StudioPrices,
} from '@/lib/booking/pricing';

const studio: StudioPrices = {
  id: 'studio-one',
  title: 'Studio One',
  hourlyRate: 75,
  eveningWeekendRate: 90,
  eveningFrom: '18:00',
  minimumCharge: 100,
};

const engineer: AddOnOffer = {
  id: 'engineer',
  name: 'Sound engineer',
  description: '',
  pricePence: 3000,
  unit: 'hour',
  minutesBefore: 0,
  minutesAfter: 0,
  required: false,
  studioIds: ['studio-one'],
};
const cameras: AddOnOffer = {
  ...engineer,
  id: 'cameras',
  name: 'Multi-camera video',
  pricePence: 12050,
  unit: 'session',
  minutesBefore: 30,
};
const cleaning: AddOnOffer = {
  ...engineer,
  id: 'cleaning',
  name: 'Cleaning',
  pricePence: 999,
  unit: 'session',
  minutesAfter: 15,
  required: true,
};
const elsewhere: AddOnOffer = { ...engineer, id: 'elsewhere', studioIds: ['studio-two'] };

// Wednesday 3 June 2026 is in British Summer Time: 16:00 London is 15:00 UTC.
const at = (london: string) => new Date(`${london}+01:00`);

function quote(
  start: string,
  end: string,
  extra: Partial<Parameters<typeof quoteBooking>[0]> = {},
) {
  const result = quoteBooking({
    studio,
    start: at(start),
    end: at(end),
    offers: [engineer, cameras, elsewhere],
    chosenAddOnIds: [],
    ...extra,
  });
  if (!result.ok) throw new Error(result.problem.message);
  return result.quote;
}

describe('booking prices in pence', () => {
  it('charges each half hour at its own rate: weekday daytime, then evening from 18:00', () => {
    // 16:00-19:00: two hours at £75, one at £90.
    expect(quote('2026-06-03T16:00', '2026-06-03T19:00').totalPence).toBe(2 * 7500 + 9000);
    // 17:30-19:30: one half hour by day, three in the evening.
    expect(quote('2026-06-03T17:30', '2026-06-03T19:30').totalPence).toBe(3750 + 3 * 4500);
  });

  it('charges the weekend rate all day on Saturday and Sunday', () => {
    expect(quote('2026-06-06T10:00', '2026-06-06T12:00').totalPence).toBe(18000);
  });

  it('names the evening or weekend rate on the session line, so the breakdown says why it costs more', () => {
    const line = (start: string, end: string) => quote(start, end).lines[0]!.description;
    expect(line('2026-06-03T10:00', '2026-06-03T12:00')).toBe('Studio One, 2 hours');
    expect(line('2026-06-06T10:00', '2026-06-06T12:00')).toBe(
      'Studio One, 2 hours (weekend rate, £90 an hour)',
    );
    expect(line('2026-06-03T18:00', '2026-06-03T20:00')).toBe(
      'Studio One, 2 hours (evening rate from 18:00, £90 an hour)',
    );
    expect(line('2026-06-03T17:00', '2026-06-03T19:00')).toBe(
      'Studio One, 2 hours (1 hour at the evening rate from 18:00, £90 an hour)',
    );
  });

  it('applies the minimum charge to a short cheap session, and says so', () => {
    const short = quote('2026-06-03T10:00', '2026-06-03T11:00');
    expect(short.totalPence).toBe(10000);
    expect(short.lines[0]!.description).toContain('minimum charge');
    expect(quote('2026-06-03T10:00', '2026-06-03T12:00').lines[0]!.description).not.toContain(
      'minimum',
    );
  });

  it('prices add-ons per hour pro rata and per session, adds required ones, refuses ones not offered here', () => {
    const result = quoteBooking({
      studio,
      start: at('2026-06-03T10:00'),
      end: at('2026-06-03T11:30'),
      offers: [engineer, cameras, cleaning],
      chosenAddOnIds: ['engineer', 'cameras'],
    });
    if (!result.ok) throw new Error('not priced');
    expect(result.quote.lines.map((line) => [line.kind, line.grossPence])).toEqual([
      ['session', 11250],
      ['addOn', 4500],
      ['addOn', 12050],
      ['addOn', 999],
    ]);
    expect(result.quote.totalPence).toBe(11250 + 4500 + 12050 + 999);
    // Setup before comes from the cameras, teardown after from the cleaning.
    expect([result.quote.minutesBefore, result.quote.minutesAfter]).toEqual([30, 15]);
    const refused = quoteBooking({
      studio,
      start: at('2026-06-03T10:00'),
      end: at('2026-06-03T11:00'),
      offers: [engineer, elsewhere],
      chosenAddOnIds: ['elsewhere'],
    });
    expect(refused.ok).toBe(false);
  });

  it('takes a percent code off the whole booking, rounded to the penny, and an amount capped at the price', () => {
    // 15% of £112.50 is £16.875: rounded to £16.88.
    const percent = quote('2026-06-03T10:00', '2026-06-03T11:30', {
      promo: { code: 'SPRING', kind: 'percent', value: 15 },
    });
    expect(percent.discountPence).toBe(1688);
    expect(percent.totalPence).toBe(11250 - 1688);
    expect(percent.lines.at(-1)).toMatchObject({ kind: 'discount', grossPence: -1688 });
    const amount = quote('2026-06-03T10:00', '2026-06-03T12:00', {
      promo: { code: 'BIG', kind: 'amount', value: 1_000_000 },
    });
    expect(amount.totalPence).toBe(0);
    expect(amount.vatPence).toBe(0);
  });

  it('applies a code restricted to an add-on only to that add-on, and refuses it without the add-on or in another studio', () => {
    const withCameras = quote('2026-06-03T10:00', '2026-06-03T12:00', {
      chosenAddOnIds: ['cameras'],
      promo: { code: 'CAM50', kind: 'percent', value: 50, addOnId: 'cameras' },
    });
    expect(withCameras.discountPence).toBe(6025);
    const without = quoteBooking({
      studio,
      start: at('2026-06-03T10:00'),
      end: at('2026-06-03T12:00'),
      offers: [cameras],
      chosenAddOnIds: [],
      promo: { code: 'CAM50', kind: 'percent', value: 50, addOnId: 'cameras' },
    });
    expect(without.ok).toBe(false);
    const otherStudio = quoteBooking({
      studio,
      start: at('2026-06-03T10:00'),
      end: at('2026-06-03T12:00'),
      offers: [],
      chosenAddOnIds: [],
      promo: { code: 'TWO', kind: 'percent', value: 10, studioId: 'studio-two' },
    });
    expect(otherStudio.ok).toBe(false);
  });

  it('computes the VAT once on the total, and spreads it over the lines so they add up exactly', () => {
    expect(vatInside(12000)).toBe(2000);
    expect(vatInside(11251)).toBe(1875); // 1875.17
    expect(vatInside(-1688)).toBe(-281);
    const priced = quote('2026-06-03T10:00', '2026-06-03T11:30', {
      chosenAddOnIds: ['engineer', 'cameras'],
      promo: { code: 'SPRING', kind: 'percent', value: 15 },
    });
    expect(priced.vatPence).toBe(vatInside(priced.totalPence));
    expect(priced.netPence + priced.vatPence).toBe(priced.totalPence);
    const perLine = vatPerLine(priced.lines, priced.vatPence);
    expect(perLine.reduce((sum, vat) => sum + vat, 0)).toBe(priced.vatPence);
    for (const [index, line] of priced.lines.entries()) {
      expect(Math.abs(perLine[index]! - line.grossPence / 6)).toBeLessThanOrEqual(1.5);
    }
  });

  it('asks the deposit share online, rounded to the penny, or all of it', () => {
    expect(dueOnlinePence(11251, 50)).toBe(5626);
    expect(dueOnlinePence(11251, 0)).toBe(11251);
    expect(dueOnlinePence(11251, 100)).toBe(11251);
  });
});

describe('the cancellation policy at the edges of its window', () => {
  const policy = { freeCancellationHours: 48, lateFeePercent: 50 };
  const startAt = new Date('2026-06-10T09:00:00Z');
  const paid = {
    startAt,
    pricePence: 15001,
    invoicedPence: 15001,
    paidPence: 15001,
    refundsRecordedPence: 0,
  };

  it('is free until exactly N hours before the start, and charges the fee a millisecond later', () => {
    const edge = new Date(startAt.getTime() - 48 * 3_600_000);
    expect(cancellationTerms(paid, policy, edge)).toMatchObject({
      free: true,
      feePence: 0,
      refundPence: 15001,
      creditPence: 15001,
    });
    const late = cancellationTerms(paid, policy, new Date(edge.getTime() + 1));
    // Half of £150.01 is £75.005: the fee rounds to £75.01.
    expect(late).toMatchObject({
      free: false,
      feePence: 7501,
      refundPence: 7500,
      creditPence: 7500,
    });
  });

  it('refunds only what was paid beyond the fee, and says what is still owed', () => {
    const late = new Date(startAt.getTime() - 3_600_000);
    const deposit = {
      startAt,
      pricePence: 20000,
      invoicedPence: 20000,
      paidPence: 5000,
      refundsRecordedPence: 0,
    };
    expect(cancellationTerms(deposit, policy, late)).toMatchObject({
      feePence: 10000,
      refundPence: 0,
      stillOwedPence: 5000,
      creditPence: 10000,
    });
    const unpaid = { ...deposit, paidPence: 0 };
    expect(cancellationTerms(unpaid, policy, new Date(0))).toMatchObject({
      free: true,
      refundPence: 0,
      stillOwedPence: 0,
    });
  });
});
