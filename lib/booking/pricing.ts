import type { PriceLine } from '../db/schema/bookings';
import { clockToMinutes, londonClockTime, londonDateOf, weekdayOf } from '../time';
import { durationWords } from './availability';
import { SLOT_STEP_MINUTES } from './rules';
import type { StaffSkill } from '../skills';

// What a booking costs, in integer pence, VAT included (UK standard rate). One pure function that the
// booking page, the booking itself, the invoice and the assistant all use, so they always agree.

export const VAT_RATE_PERCENT = 20;

/** A studio's prices as editors set them in the Studio (whole pounds). */
export type StudioPrices = {
  id: string;
  title: string;
  hourlyRate: number;
  /** Charged for every half hour that starts at or after `eveningFrom` or on a Saturday or Sunday. */
  eveningWeekendRate?: number | null;
  eveningFrom?: string | null;
  /** The least a session costs, however short or cheap its hours. */
  minimumCharge?: number | null;
};

/** An add-on a studio offers (an `addOn` document). */
export type AddOnOffer = {
  id: string;
  name: string;
  description: string;
  pricePence: number;
  unit: 'session' | 'hour';
  minutesBefore: number;
  minutesAfter: number;
  required: boolean;
  /** The skill of the person it needs (an engineer), who must be free for the session too. */
  skill?: StaffSkill | null;
  studioIds: string[];
};

/** The part of a promo code that decides its discount. */
export type PromoTerms = {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  studioId?: string | null;
  addOnId?: string | null;
};

export type Quote = {
  lines: PriceLine[];
  /** What the customer pays, VAT included. */
  totalPence: number;
  vatPence: number;
  netPence: number;
  discountPence: number;
  /** Setup before and teardown after the session that the chosen add-ons need. */
  minutesBefore: number;
  minutesAfter: number;
};

export const DEFAULT_EVENING_FROM = '18:00';

/** The VAT inside a VAT-inclusive amount, rounded half away from zero to the penny. */
export function vatInside(grossPence: number): number {
  const vat = Math.round((Math.abs(grossPence) * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
  return grossPence < 0 ? -vat : vat;
}

function isEveningOrWeekend(studio: StudioPrices, instant: Date): boolean {
  const day = weekdayOf(londonDateOf(instant));
  if (day === 'saturday' || day === 'sunday') return true;
  const minutes = clockToMinutes(londonClockTime(instant));
  return minutes >= clockToMinutes(studio.eveningFrom || DEFAULT_EVENING_FROM);
}

/** The session's price: each half hour at the rate of its start, then the minimum charge. */
export function sessionPrice(studio: StudioPrices, start: Date, end: Date) {
  const step = SLOT_STEP_MINUTES * 60_000;
  let pence = 0;
  let peakSteps = 0;
  let steps = 0;
  for (let t = start.getTime(); t < end.getTime(); t += step) {
    const peak = studio.eveningWeekendRate != null && isEveningOrWeekend(studio, new Date(t));
    steps += 1;
    if (peak) peakSteps += 1;
    const rate = peak ? (studio.eveningWeekendRate as number) : studio.hourlyRate;
    // Whole pounds per hour: a half hour is an exact number of pence.
    pence += (rate * 100 * SLOT_STEP_MINUTES) / 60;
  }
  const minimum = (studio.minimumCharge ?? 0) * 100;
  return {
    pence: Math.max(pence, minimum),
    minimumApplied: minimum > pence,
    peakSteps,
    rate: peakRateWords(studio, start, peakSteps, steps),
  };
}

/**
 * The evening or weekend rate a session is charged, in words for its price line ("weekend rate,
 * £90 an hour"), or null when it is all at the hourly rate: the customer sees why it costs more.
 */
function peakRateWords(
  studio: StudioPrices,
  start: Date,
  peakSteps: number,
  steps: number,
): string | null {
  if (peakSteps === 0 || studio.eveningWeekendRate === studio.hourlyRate) return null;
  const perHour = `£${studio.eveningWeekendRate} an hour`;
  const day = weekdayOf(londonDateOf(start));
  if (day === 'saturday' || day === 'sunday') return `weekend rate, ${perHour}`;
  const evening = `evening rate from ${studio.eveningFrom || DEFAULT_EVENING_FROM}, ${perHour}`;
  return peakSteps === steps
    ? evening
    : `${durationWords(peakSteps * SLOT_STEP_MINUTES)} at the ${evening}`;
}

export function addOnPricePence(addOn: AddOnOffer, sessionMinutes: number): number {
  return addOn.unit === 'hour'
    ? Math.round((addOn.pricePence * sessionMinutes) / 60)
    : addOn.pricePence;
}

export type QuoteProblem = { field: 'addOns' | 'promoCode'; message: string };

/**
 * Prices a session with its add-ons and an optional promo code. Refuses add-ons the studio does not
 * offer, leaves out none that are required, and a code that cannot apply to this booking.
 */
export function quoteBooking(input: {
  studio: StudioPrices;
  start: Date;
  end: Date;
  offers: AddOnOffer[];
  chosenAddOnIds: string[];
  promo?: PromoTerms | null;
}): { ok: true; quote: Quote } | { ok: false; problem: QuoteProblem } {
  const { studio, start, end } = input;
  const offered = input.offers.filter((offer) => offer.studioIds.includes(studio.id));
  const chosen = new Set(input.chosenAddOnIds);
  for (const id of chosen) {
    if (!offered.some((offer) => offer.id === id)) {
      return {
        ok: false,
        problem: { field: 'addOns', message: 'One of the add-ons is not offered in this studio.' },
      };
    }
  }
  const addOns = offered.filter((offer) => offer.required || chosen.has(offer.id));
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  const session = sessionPrice(studio, start, end);
  const lines: PriceLine[] = [
    {
      kind: 'session',
      description: `${studio.title}, ${durationWords(minutes)}${session.minimumApplied ? ' (minimum charge)' : session.rate ? ` (${session.rate})` : ''}`,
      ref: studio.id,
      quantity: durationWords(minutes),
      grossPence: session.pence,
    },
    ...addOns.map((addOn): PriceLine => ({
      kind: 'addOn',
      description: addOn.name,
      ref: addOn.id,
      quantity: addOn.unit === 'hour' ? durationWords(minutes) : '1 session',
      grossPence: addOnPricePence(addOn, minutes),
    })),
  ];
  let discountPence = 0;
  if (input.promo) {
    const promo = input.promo;
    if (promo.studioId && promo.studioId !== studio.id) {
      return {
        ok: false,
        problem: { field: 'promoCode', message: 'This code cannot be used for this studio.' },
      };
    }
    const base = promo.addOnId
      ? lines.find((line) => line.kind === 'addOn' && line.ref === promo.addOnId)?.grossPence
      : lines.reduce((sum, line) => sum + line.grossPence, 0);
    if (base === undefined) {
      return {
        ok: false,
        problem: {
          field: 'promoCode',
          message: 'This code applies to an add-on you have not chosen.',
        },
      };
    }
    discountPence =
      promo.kind === 'percent'
        ? Math.round((base * promo.value) / 100)
        : Math.min(promo.value, base);
    if (discountPence > 0) {
      lines.push({
        kind: 'discount',
        description: `Promo code ${promo.code}${promo.kind === 'percent' ? ` (${promo.value}% off)` : ''}`,
        quantity: '1',
        grossPence: -discountPence,
      });
    }
  }
  const totalPence = lines.reduce((sum, line) => sum + line.grossPence, 0);
  const vatPence = vatInside(totalPence);
  return {
    ok: true,
    quote: {
      lines,
      totalPence,
      vatPence,
      netPence: totalPence - vatPence,
      discountPence,
      minutesBefore: Math.max(0, ...addOns.map((addOn) => addOn.minutesBefore)),
      minutesAfter: Math.max(0, ...addOns.map((addOn) => addOn.minutesAfter)),
    },
  };
}

/**
 * The VAT of each line, so that the lines add up to the total's VAT exactly: each line's own share,
 * with the pennies rounding leaves over given to the largest lines (the total is what HMRC checks).
 */
export function vatPerLine(lines: readonly PriceLine[], totalVatPence: number): number[] {
  const shares = lines.map((line) => vatInside(line.grossPence));
  let left = totalVatPence - shares.reduce((sum, share) => sum + share, 0);
  const order = lines
    .map((line, index) => ({ index, size: Math.abs(line.grossPence) }))
    .sort((a, b) => b.size - a.size);
  for (let i = 0; left !== 0 && order.length > 0; i = (i + 1) % order.length) {
    const step = left > 0 ? 1 : -1;
    shares[order[i]!.index]! += step;
    left -= step;
  }
  return shares;
}

/** What is asked online: the deposit share of the total (whole pence), or all of it. */
export function dueOnlinePence(totalPence: number, depositPercent: number | null): number {
  if (!depositPercent || depositPercent >= 100) return totalPence;
  return Math.round((totalPence * depositPercent) / 100);
}

/** A studio's rates in one phrase, as the booking page prices them: "£75 per hour (£90 …)". */
export function studioRateWords(studio: StudioPrices): string {
  const pounds = (amount: number) => `£${amount}`;
  const parts = [`${pounds(studio.hourlyRate)} per hour`];
  if (studio.eveningWeekendRate != null && studio.eveningWeekendRate !== studio.hourlyRate) {
    parts.push(
      `${pounds(studio.eveningWeekendRate)} per hour from ${studio.eveningFrom || DEFAULT_EVENING_FROM} and at weekends`,
    );
  }
  if (studio.minimumCharge) parts.push(`minimum charge ${pounds(studio.minimumCharge)}`);
  return `${parts.join(', ')} (VAT included)`;
}
