import type { Database } from '../db';
import {
  blockedRangeOf,
  extraTimeFits,
  workRangeOf,
  sessionProblem,
  type BlockedRange,
  type SessionProblem,
} from './availability';
import { cancellationTerms, type CancellationTerms } from './cancellation-policy';
import type { MoneySettings } from './catalog';
import {
  dueOnlinePence,
  quoteBooking,
  type AddOnOffer,
  type PromoTerms,
  type Quote,
  type StudioPrices,
} from './pricing';
import { promoTerms, usablePromoCode, type PromoCode } from './promo-codes';
import type { BookingSettings, StudioRules } from './rules';
import { skillsOf } from '../staff/staffing';
import type { StaffNeed } from '../staff/availability';

// The one rule set of a proposed booking. Quote, create, hold, move (customer's and admin's) and the
// assistant all ask planBooking; none of them checks a rule or prices anything itself.

export type StudioForBooking = StudioRules &
  StudioPrices & {
    title: string;
    /** The room's exact address, given to whoever books it (lines). */
    address?: string | null;
  };

export type Proposal = {
  studio: StudioForBooking;
  settings: BookingSettings;
  money: MoneySettings;
  offers: AddOnOffer[];
  start: Date;
  end: Date;
  addOnIds: readonly string[];
  /**
   * A code the customer typed (checked now), or the terms a booking was made with (a move keeps the
   * discount it was sold with, whatever the code's limits say now).
   */
  promo: { typed: string } | { booked: PromoTerms } | null;
  /** Busy times of the studio's imported calendar, which no booking may overlap. */
  externalBusy?: readonly BlockedRange[];
  payOnline: boolean;
  now: Date;
};

export type PlanProblem =
  | {
      kind: 'invalid';
      problem: SessionProblem | { field: 'addOns' | 'promoCode'; message: string };
    }
  /** The time is taken in the studio's imported calendar. */
  | { kind: 'busy' };

export type BookingPlan = {
  quote: Quote;
  /** The code to redeem (a typed one), or null. */
  code: PromoCode | null;
  /** What the studio is blocked for: setup, the session, teardown and the buffer. */
  blocked: BlockedRange;
  /** Paid online: the booking is a hold until this much is paid through its own checkout. */
  payOnline: boolean;
  dueOnlinePence: number;
  /** The cancellation policy as it stands now for the planned session. */
  terms: CancellationTerms;
  /** What its add-ons need of a person (an engineer), who is chosen as it is written; or null. */
  staff: StaffNeed | null;
};

export const ADD_ONS_OUTSIDE_HOURS =
  "Your add-ons' setup and teardown time must fit within opening hours.";

/** Checks every rule of the proposed booking, then prices it; the first problem wins. */
export async function planBooking(
  db: Database,
  proposal: Proposal,
): Promise<{ ok: true; plan: BookingPlan } | ({ ok: false } & PlanProblem)> {
  const { studio, start, end, now } = proposal;
  const problem = sessionProblem(studio, proposal.settings, start, end, now);
  if (problem) return { ok: false, kind: 'invalid', problem };
  let code: PromoCode | null = null;
  let terms: PromoTerms | null = null;
  if (proposal.promo && 'typed' in proposal.promo) {
    const usable = await usablePromoCode(db, proposal.promo.typed, now);
    if (!usable.ok) {
      return {
        ok: false,
        kind: 'invalid',
        problem: { field: 'promoCode', message: usable.message },
      };
    }
    code = usable.code;
    terms = promoTerms(code);
  } else if (proposal.promo) {
    terms = proposal.promo.booked;
  }
  const quoted = quoteBooking({
    studio,
    start,
    end,
    offers: proposal.offers,
    chosenAddOnIds: [...proposal.addOnIds],
    promo: terms,
  });
  if (!quoted.ok) return { ok: false, kind: 'invalid', problem: quoted.problem };
  const { quote } = quoted;
  if (!extraTimeFits(proposal.settings, start, end, quote)) {
    return {
      ok: false,
      kind: 'invalid',
      problem: { field: 'addOns', message: ADD_ONS_OUTSIDE_HOURS },
    };
  }
  const blocked = blockedRangeOf(studio, start, end, quote);
  if ((proposal.externalBusy ?? []).some((busy) => overlaps(busy, blocked))) {
    return { ok: false, kind: 'busy' };
  }
  const payOnline = proposal.payOnline && quote.totalPence > 0;
  const chosen = new Set(
    quote.lines.filter((line) => line.kind === 'addOn').map((line) => line.ref),
  );
  const skills = skillsOf(proposal.offers.filter((offer) => chosen.has(offer.id)));
  return {
    ok: true,
    plan: {
      quote,
      code,
      blocked,
      payOnline,
      dueOnlinePence: payOnline
        ? dueOnlinePence(quote.totalPence, proposal.money.depositPercent)
        : 0,
      terms: cancellationTerms(
        {
          startAt: start,
          pricePence: quote.totalPence,
          invoicedPence: quote.totalPence,
          paidPence: 0,
          refundsRecordedPence: 0,
        },
        proposal.money.policy,
        now,
      ),
      staff: skills.length
        ? {
            skills,
            studioId: studio.id,
            work: workRangeOf(start, end, quote),
            held: blocked,
          }
        : null,
    },
  };
}

function overlaps(a: BlockedRange, b: BlockedRange): boolean {
  return a.start < b.end && b.start < a.end;
}
