import { cookies } from 'next/headers';
import { findVerifiedUserByEmail } from '../auth/users';
import { getDb, type Database } from '../db';
import { appEnv } from '../env';
import { claimOnce, eventsSince, recordEvent } from '../rate-limit';
import type { Answer } from '../http';
import { EXPERIMENT_COOKIE, experiments, parseAssignments, resolveVariant } from '../experiments';
import { loadExperimentStates } from '../experiments/state';
import type { Attribution } from '../events';
import { importedBusyRanges } from '../calendar/import';
import { paymentProviderFromEnv } from '../payments/stripe';
import { openingWindow, freeStartTimes } from './availability';
import { policyWords } from './cancellation-policy';
import { loadAddOns, loadBookableStudio, loadBookingSettings, loadMoneySettings } from './catalog';
import { openCheckout } from './checkout';
import { guestHoldProblem, networkOf } from './holding-limits';
import { dayBlocks } from './day-blocks';
import { planBooking } from './plan';
import { awaitsAddress } from './payment-state';
import { PROMO_CANNOT_BE_USED } from './promo-codes';
import { manageLink } from './confirmation';
import { bookingTermsWords } from './money-view';
import { bookingJson, moneyJson } from './json';
import { sendRefundsNow } from './payments';
import { sessionPricePence, formatPounds } from './rules';
import {
  closeTopUpCheckouts,
  openTopUp,
  openTopUpsOf,
  topUpOffer,
  type MoveContext,
} from './top-ups';
import {
  rangeIsTaken,
  cancelBooking,
  createBooking,
  findBooking,
  mayManage,
  MOVE_NEEDS_LARGER_DEPOSIT,
  rescheduleBooking,
  type Booking,
  SLOT_HELD_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  type Viewer,
} from './store';
import { toLondonIso, type LocalDate } from '../time';
import {
  ASKED_FOR_STAFF_TAKEN_MESSAGE,
  CHOSEN_STAFF_TAKEN_MESSAGE,
  choosableStaff,
  staffCheckFor,
  STAFF_TAKEN_MESSAGE,
} from '../staff/assign';
import { skillsOf } from '../staff/staffing';
import type { BookingRequest, QuoteRequest } from '../validation/booking';

// What the booking routes do once the request is checked: typed answers, never responses.

const STUDIO_NOT_FOUND = 'That studio is not available for booking.';

/**
 * A bookable studio's rules as this viewer books by them: staff book and move at any notice (a
 * walk-in, a same-day session), never in the past; everyone else gives the studio its notice.
 */
async function studioFor(id: string, staff: boolean) {
  const studio = await loadBookableStudio(id);
  return studio && staff ? { ...studio, minNoticeHours: 0 } : studio;
}

const isStaff = (viewer: Viewer) => viewer?.role === 'admin';

export async function availableStartTimes(
  db: Database,
  query: {
    studio: string;
    date: LocalDate;
    duration: number;
    exclude?: string;
    addOns?: string[];
    staff?: string;
  },
  viewer: Viewer = null,
): Promise<Answer> {
  const [studio, settings, offers] = await Promise.all([
    studioFor(query.studio, isStaff(viewer)),
    loadBookingSettings(),
    loadAddOns(),
  ]);
  if (!studio) return { ok: false, status: 404, message: STUDIO_NOT_FOUND };
  const window = openingWindow(settings, query.date);
  // The studio's own bookings and holds, and the busy times of the calendar it imports.
  const blocked = window ? await dayBlocks(db, studio.id, query.date, query.exclude) : [];
  const chosen = offers.filter(
    (offer) =>
      offer.studioIds.includes(studio.id) && (offer.required || query.addOns?.includes(offer.id)),
  );
  // Add-ons that need a person (an engineer): someone who can (or the one asked for) must be free too.
  const asked = await askedFor(db, query.staff);
  if (asked === false) return { ok: false, status: 422, message: NOT_CHOOSABLE };
  const only = asked ?? (await keptOnMove(db, query.exclude, viewer));
  const staffFree = window
    ? await staffCheckFor(
        db,
        { skills: skillsOf(chosen), studioId: studio.id },
        aroundDay(window),
        { excludeBookingId: query.exclude, only },
      )
    : undefined;
  const starts = freeStartTimes({
    studio,
    settings,
    date: query.date,
    durationMinutes: query.duration,
    blocked,
    now: new Date(),
    staffFree,
    extra: {
      minutesBefore: Math.max(0, ...chosen.map((offer) => offer.minutesBefore)),
      minutesAfter: Math.max(0, ...chosen.map((offer) => offer.minutesAfter)),
    },
  });
  const pricePence = sessionPricePence(studio, query.duration);
  return {
    ok: true,
    status: 200,
    body: {
      studio: studio.id,
      date: query.date,
      duration: query.duration,
      timeZone: 'Europe/London',
      open: window
        ? { opens: toLondonIso(window.opens), closes: toLondonIso(window.closes) }
        : null,
      closure: settings.closures.find((closure) => closure.date === query.date)?.reason ?? null,
      price: { pence: pricePence, formatted: formatPounds(pricePence) },
      starts: starts.map(toLondonIso),
    },
  };
}

const NOT_CHOOSABLE = 'That person cannot be asked for by name. Choose whoever is free.';

/** The person a customer asked for: their id, null for none asked, false for one not choosable. */
async function askedFor(db: Database, staffId: string | undefined) {
  if (!staffId) return null;
  const people = await choosableStaff(db);
  return people.some((person) => person.id === staffId) ? staffId : false;
}

/**
 * The person a customer's move must keep: the one they asked for by name when they booked the
 * session being moved (`exclude`). Staff may hand it to someone else.
 */
async function keptOnMove(db: Database, bookingId: string | undefined, viewer: Viewer) {
  if (!bookingId || isStaff(viewer)) return null;
  const moving = await findBooking(db, bookingId);
  return moving?.staffRequested ? moving.staffId : null;
}

/** The sentence of a booking refused for its time: taken, held, or nobody (or not the one asked for). */
function conflictMessage(outcome: { held: boolean; staff?: boolean }, askedForSomeone: boolean) {
  if (!outcome.staff) return outcome.held ? SLOT_HELD_MESSAGE : SLOT_TAKEN_MESSAGE;
  return askedForSomeone ? CHOSEN_STAFF_TAKEN_MESSAGE : STAFF_TAKEN_MESSAGE;
}

/** A day's opening hours widened by the longest setup or teardown an add-on may have (240 minutes). */
function aroundDay(window: { opens: Date; closes: Date }) {
  const margin = 5 * 3_600_000;
  return {
    start: new Date(window.opens.getTime() - margin),
    end: new Date(window.closes.getTime() + margin),
  };
}

/** Whether this visitor is in the consultation-first arm of the bookingFlow test (spec §9). */
export async function bookingFlowVariantOfVisitor(db: Database) {
  const assignments = parseAssignments((await cookies()).get(EXPERIMENT_COOKIE)?.value);
  const state = (await loadExperimentStates(db)).bookingFlow;
  const running = state.status === 'running';
  // Running: the stored variant (none if the booking page never assigned one). Paused or rolled
  // out: the flow everyone is shown, and the booking is outside the test.
  const shown = running
    ? assignments.bookingFlow
    : resolveVariant('bookingFlow', assignments, state).variant;
  const variant = experiments.bookingFlow.variants.find((entry) => entry.name === shown);
  return {
    name: running ? (variant?.name ?? null) : null,
    requireConsultation: variant?.config.requireConsultation ?? false,
  };
}

/** The payment choices this studio offers now: online when a provider is set up, at the studio. */
function paymentChoices(money: Awaited<ReturnType<typeof loadMoneySettings>>) {
  const online = paymentProviderFromEnv() !== null;
  return { online, studio: !online || money.payAtStudio };
}

/** What the booking page offers: how to pay, the deposit share and the policy in words. */
export async function bookingPaymentOptions() {
  const money = await loadMoneySettings();
  return {
    ...paymentChoices(money),
    depositPercent: money.depositPercent,
    policy: policyWords(money.policy),
  };
}

/** Who asks, as the money rules need it: the viewer and the caller's address. */
export type Requester = { viewer: Viewer; ip: string };

/**
 * `POST /api/bookings/quote`: the price breakdown of a session before anything is booked, by the
 * same rules as the booking itself (a session that could not be booked is not priced).
 */
export async function quoteSession(
  db: Database,
  request: QuoteRequest,
  requester: Requester,
): Promise<Answer> {
  const [studio, settings, offers, money] = await Promise.all([
    studioFor(request.studioId, isStaff(requester.viewer)),
    loadBookingSettings(),
    loadAddOns(),
    loadMoneySettings(),
  ]);
  if (!studio) return { ok: false, status: 404, message: STUDIO_NOT_FOUND };
  const now = new Date();
  const guard = await promoGuard(db, request.promoCode, requester, now);
  if (guard) return guard;
  const choices = paymentChoices(money);
  const planned = await planBooking(db, {
    studio,
    settings,
    money,
    offers,
    start: request.start,
    end: request.end,
    addOnIds: request.addOns ?? [],
    promo: request.promoCode ? { typed: request.promoCode } : null,
    payOnline: choices.online,
    now,
  });
  if (!planned.ok) {
    if (planned.kind === 'busy') return { ok: false, status: 409, message: SLOT_TAKEN_MESSAGE };
    return invalidAnswer(
      await promoRefusal(db, request.promoCode, planned.problem, requester, now),
    );
  }
  const { quote, dueOnlinePence, terms } = planned.plan;
  return {
    ok: true,
    status: 200,
    body: {
      ...moneyJson({
        priceLines: quote.lines,
        pricePence: quote.totalPence,
        vatPence: quote.vatPence,
      }),
      discount: { pence: quote.discountPence, formatted: formatPounds(quote.discountPence) },
      dueOnline: choices.online
        ? { pence: dueOnlinePence, formatted: formatPounds(dueOnlinePence) }
        : null,
      payment: choices,
      policy: { ...money.policy, words: policyWords(money.policy) },
      // What cancelling would cost if booked now, said before the customer confirms.
      cancellation: {
        free: terms.feePence === 0,
        fee: { pence: terms.feePence, formatted: formatPounds(terms.feePence) },
        words: bookingTermsWords(terms),
      },
    },
    headers: { 'Cache-Control': 'no-store' },
  };
}

function invalidAnswer(problem: { field: string; message: string }): Answer {
  return {
    ok: false,
    status: 422,
    message: problem.message,
    fieldErrors: { [problem.field]: [problem.message] },
  };
}

/** Failed promo code tries one address may make in PROMO_TRY_WINDOW_MS before codes are refused. */
const PROMO_FAILED_TRIES = 10;
const PROMO_TRY_WINDOW_MS = 60 * 60_000;
const promoTryKeys = (ip: string) => [
  `promo-fail:ip:${ip}`,
  `promo-fail:net:${networkOf(ip) ?? ip}`,
];

/**
 * Refuses any code from an address (or its network) that has failed too many: a correct guess after
 * that gains nothing, so codes cannot be found by trying.
 */
async function promoGuard(
  db: Database,
  typed: string | undefined,
  requester: Requester,
  now: Date,
): Promise<Answer | null> {
  if (!typed || requester.viewer?.role === 'admin') return null;
  const since = new Date(now.getTime() - PROMO_TRY_WINDOW_MS);
  for (const key of promoTryKeys(requester.ip)) {
    const { count } = await eventsSince(db, key, since);
    // A network gets a few addresses' worth of tries.
    const limit = key.includes(':net:') ? PROMO_FAILED_TRIES * 3 : PROMO_FAILED_TRIES;
    if (count >= limit) {
      return {
        ok: false,
        status: 429,
        message: 'Too many promo codes tried. Please try again in an hour, or book without one.',
        headers: { 'Retry-After': String(PROMO_TRY_WINDOW_MS / 1000) },
      };
    }
  }
  return null;
}

/**
 * A refused code counts against the address; an anonymous visitor is told the same of every
 * unusable code (unknown, not yet valid, expired, used up, already used).
 */
async function promoRefusal<P extends { field: string; message: string }>(
  db: Database,
  typedCode: string | undefined,
  problem: P,
  requester: Requester,
  now: Date,
): Promise<P | { field: 'promoCode'; message: string }> {
  if (problem.field !== 'promoCode') return problem;
  // The same code again (the page re-prices as the customer picks other times) is one try, not many.
  const hour = new Date(Math.floor(now.getTime() / PROMO_TRY_WINDOW_MS) * PROMO_TRY_WINDOW_MS);
  const typed = (typedCode ?? '').toUpperCase();
  if (await claimOnce(db, `promo-fail-seen:${requester.ip}:${typed}`, hour)) {
    for (const key of promoTryKeys(requester.ip)) await recordEvent(db, key, now);
  }
  return requester.viewer ? problem : { field: 'promoCode', message: PROMO_CANNOT_BE_USED };
}

export async function bookSession(
  db: Database,
  request: BookingRequest,
  context: Requester & { idempotencyKey: string | null; attribution: Attribution | null },
): Promise<Answer> {
  const [studio, settings, money, offers, flow] = await Promise.all([
    studioFor(request.studioId, isStaff(context.viewer)),
    loadBookingSettings(),
    loadMoneySettings(),
    loadAddOns(),
    bookingFlowVariantOfVisitor(db),
  ]);
  if (!studio) {
    return {
      ok: false,
      status: 422,
      message: STUDIO_NOT_FOUND,
      fieldErrors: { studioId: [STUDIO_NOT_FOUND] },
    };
  }
  const choices = paymentChoices(money);
  const payOnline = request.payment === 'online';
  if (payOnline ? !choices.online : !choices.studio) {
    const message = payOnline
      ? 'Paying online is not available. Please choose to pay at the studio.'
      : 'Please pay online to confirm this booking.';
    return { ok: false, status: 422, message, fieldErrors: { payment: [message] } };
  }
  const now = new Date();
  const guard = await promoGuard(db, request.promoCode, context, now);
  if (guard) return guard;
  const userId = await ownerOf(db, request, context.viewer);
  const guest = !userId;
  // The address is known to be the booker's own only when it is their account's confirmed address.
  const addressConfirmed =
    !!userId && (await findVerifiedUserByEmail(db, request.email))?.id === userId;
  const network = guest ? networkOf(context.ip) : null;
  if (guest && context.viewer?.role !== 'admin') {
    const env = appEnv();
    const tooMany = await guestHoldProblem(
      db,
      { email: request.email, network },
      { perEmail: env.GUEST_HOLDS_PER_EMAIL, perNetwork: env.GUEST_HOLDS_PER_NETWORK },
      now,
    );
    if (tooMany) return { ok: false, status: 429, message: tooMany };
  }
  const staffChoice = await askedFor(db, request.staffId);
  if (staffChoice === false) {
    return {
      ok: false,
      status: 422,
      message: NOT_CHOOSABLE,
      fieldErrors: { staffId: [NOT_CHOOSABLE] },
    };
  }
  const outcome = await createBooking(db, {
    studio,
    settings,
    money,
    offers,
    booking: request,
    staffChoice,
    payOnline,
    // An admin's booking is vouched for; anybody else's address confirms it from the e-mail.
    provisional: !payOnline && !addressConfirmed && context.viewer?.role !== 'admin',
    externalBusy: await busyAround(db, studio.id, request),
    userId,
    addressConfirmed,
    accountEmail: userId === context.viewer?.id ? context.viewer?.email : null,
    clientNetwork: network,
    idempotencyKey: context.idempotencyKey,
    flowVariant: flow.name,
    requireConsultation: flow.requireConsultation,
    attribution: context.attribution,
    now,
  });
  switch (outcome.kind) {
    case 'created': {
      const provider = paymentProviderFromEnv();
      // A hold paid online gets its checkout; a provisional one waits for its address instead.
      if (outcome.booking.status === 'pending' && !awaitsAddress(outcome.booking) && provider) {
        const checkout = await openCheckout(db, provider, outcome.booking, outcome.manageToken);
        if (!checkout.ok) {
          return {
            ok: false,
            status: 502,
            message:
              'We could not reach the payment provider. Nothing was charged; please try again, or choose to pay at the studio.',
          };
        }
        return {
          ok: true,
          status: 201,
          body: { booking: bookingJson(outcome.booking), checkoutUrl: checkout.url },
        };
      }
      // A provisional booking's token is the proof that the address is the booker's: it goes only
      // to the address, in the e-mail that confirms the booking.
      if (awaitsAddress(outcome.booking)) {
        return { ok: true, status: 201, body: { booking: bookingJson(outcome.booking) } };
      }
      return {
        ok: true,
        status: 201,
        body: {
          booking: bookingJson(outcome.booking),
          manageToken: outcome.manageToken,
          manageUrl: manageLink(outcome.booking, outcome.manageToken),
        },
      };
    }
    case 'replayed':
      return {
        ok: true,
        status: 201,
        body: { booking: bookingJson(outcome.booking) },
        headers: { 'Idempotent-Replayed': 'true' },
      };
    case 'conflict':
      return {
        ok: false,
        status: 409,
        message: conflictMessage(outcome, !!staffChoice),
      };
    case 'invalid':
      return invalidAnswer(
        await promoRefusal(db, request.promoCode, outcome.problem, context, now),
      );
  }
}

/** The imported calendar's busy times around a session: a day either side covers any add-on's time. */
function busyAround(db: Database, studioId: string, session: { start: Date; end: Date }) {
  return importedBusyRanges(
    db,
    studioId,
    new Date(session.start.getTime() - 86_400_000),
    new Date(session.end.getTime() + 86_400_000),
  );
}

/**
 * Whose account a booking goes on. An admin booking for someone else (another e-mail) goes on that
 * customer's account when one has confirmed that address, so it appears in their bookings (an
 * unconfirmed one could be anybody's: it stays a guest booking); it never lands on the admin's own.
 */
async function ownerOf(
  db: Database,
  request: BookingRequest,
  viewer: Viewer,
): Promise<string | null> {
  if (!viewer) return null;
  if (viewer.role !== 'admin' || viewer.email?.toLowerCase() === request.email.toLowerCase())
    return viewer.id;
  return (await findVerifiedUserByEmail(db, request.email))?.id ?? null;
}

async function manageableBooking(
  id: string,
  viewer: Viewer,
  token: string | undefined,
  given?: Database,
) {
  const db = given ?? (await getDb());
  const booking = await findBooking(db, id);
  if (!booking)
    return { db, answer: { ok: false, status: 404, message: 'Booking not found.' } as const };
  if (!mayManage(booking, viewer, token)) {
    const status = viewer || token ? 403 : 401;
    return {
      db,
      answer: {
        ok: false,
        status,
        message:
          status === 401
            ? 'Sign in, or use the link in your confirmation e-mail.'
            : 'You cannot change this booking.',
      } as const,
    };
  }
  return { db, booking };
}

export async function cancelSession(
  id: string,
  context: { viewer: Viewer; token?: string; db?: Database; keepFee?: boolean },
): Promise<Answer> {
  const found = await manageableBooking(id, context.viewer, context.token, context.db);
  if (!found.booking) return found.answer;
  const superseded = await openTopUpsOf(found.db, found.booking.id);
  const outcome = await cancelBooking(found.db, found.booking, {
    byAdmin: context.viewer?.role === 'admin',
    keepFee: context.keepFee,
    money: await loadMoneySettings(),
    provider: paymentProviderFromEnv(),
  });
  if (outcome.kind === 'done') {
    await closeTopUpCheckouts(paymentProviderFromEnv(), superseded);
    await sendRefundsNow(found.db, paymentProviderFromEnv(), outcome.refunds ?? []);
    const booking = (await findBooking(found.db, outcome.booking.id)) ?? outcome.booking;
    return { ok: true, status: 200, body: { booking: bookingJson(booking) } };
  }
  if (outcome.kind === 'unavailable') return PROVIDER_UNAVAILABLE;
  return {
    ok: false,
    status: 409,
    message: outcome.kind === 'invalid' ? outcome.message : SLOT_TAKEN_MESSAGE,
  };
}

export const PROVIDER_UNAVAILABLE: Answer = {
  ok: false,
  status: 503,
  message:
    'We could not reach the payment provider to close the checkout. Nothing changed; please try again in a moment.',
  headers: { 'Retry-After': '30' },
};

/**
 * What a move of this booking is planned with, but its time: the studio as it is now, the rules,
 * the add-ons and the imported calendar's busy times around the new time (`staff`: at any notice).
 * Null when the studio is no longer bookable.
 */
export async function moveContextOf(
  db: Database,
  booking: Pick<Booking, 'studioId'>,
  change: { start: Date; end: Date },
  staff = false,
): Promise<MoveContext | null> {
  const [studio, settings, offers] = await Promise.all([
    studioFor(booking.studioId, staff),
    loadBookingSettings(),
    loadAddOns(),
  ]);
  if (!studio) return null;
  return { studio, settings, offers, externalBusy: await busyAround(db, studio.id, change) };
}

/**
 * A move asked for on the manage page. A customer's move of an online booking to a time whose
 * deposit is more than was paid answers the new price and the difference (`topUp`) without
 * changing anything; asked again with `topUpPence` equal to that difference, it opens the top-up's
 * checkout and answers its `checkoutUrl`: the payment's webhook makes the move (top-ups.ts).
 */
export async function rescheduleSession(
  id: string,
  change: { start: Date; end: Date; topUpPence?: number },
  context: { viewer: Viewer; token?: string; db?: Database },
): Promise<Answer> {
  const found = await manageableBooking(id, context.viewer, context.token, context.db);
  if (!found.booking) return found.answer;
  const { db, booking } = found;
  const time = { start: change.start, end: change.end };
  const [moveContext, money] = await Promise.all([
    moveContextOf(db, booking, time, isStaff(context.viewer)),
    loadMoneySettings(),
  ]);
  if (!moveContext) return { ok: false, status: 422, message: STUDIO_NOT_FOUND };
  const provider = paymentProviderFromEnv();
  const superseded = await openTopUpsOf(db, booking.id);
  const outcome = await rescheduleBooking(db, booking, {
    ...moveContext,
    money,
    byAdmin: context.viewer?.role === 'admin',
    ...time,
  });
  if (outcome.kind === 'conflict') {
    const staffMessage = booking.staffRequested
      ? ASKED_FOR_STAFF_TAKEN_MESSAGE
      : STAFF_TAKEN_MESSAGE;
    return { ok: false, status: 409, message: outcome.staff ? staffMessage : SLOT_TAKEN_MESSAGE };
  }
  if (outcome.kind === 'invalid') return { ok: false, status: 422, message: outcome.message };
  if (outcome.kind === 'unavailable') return PROVIDER_UNAVAILABLE;
  if (outcome.kind === 'needs-top-up') {
    if (!provider) return { ok: false, status: 422, message: MOVE_NEEDS_LARGER_DEPOSIT };
    const offer = topUpOffer(booking, outcome.plan, outcome.topUpPence);
    // Only the difference the customer was shown and agreed to is asked for.
    if (change.topUpPence !== outcome.topUpPence) {
      return { ok: true, status: 200, body: { topUp: offer } };
    }
    // The time must be free now: nobody is sent to pay for a time already taken.
    if (await rangeIsTaken(db, booking.studioId, outcome.plan.blocked, booking.id)) {
      return { ok: false, status: 409, message: SLOT_TAKEN_MESSAGE };
    }
    const opened = await openTopUp(db, provider, booking, {
      plan: outcome.plan,
      topUpPence: outcome.topUpPence,
      ...time,
      token: context.token ?? null,
    });
    if (!opened) {
      return {
        ok: false,
        status: 503,
        message:
          'We could not open the payment page. Nothing changed; please try again in a moment.',
        headers: { 'Retry-After': '30' },
      };
    }
    return { ok: true, status: 200, body: { topUp: offer, checkoutUrl: opened.url } };
  }
  await closeTopUpCheckouts(provider, superseded);
  await sendRefundsNow(db, provider, outcome.refunds ?? []);
  return {
    ok: true,
    status: 200,
    body: {
      booking: bookingJson(outcome.booking),
      // The e-mail about the move carries a fresh link; a guest's open manage page switches to it.
      ...(context.token && outcome.manageToken
        ? {
            manageToken: outcome.manageToken,
            manageUrl: manageLink(outcome.booking, outcome.manageToken),
          }
        : {}),
    },
  };
}
