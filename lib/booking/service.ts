import { cookies } from 'next/headers';
import { findVerifiedUserByEmail } from '../auth/users';
import { getDb } from '../db';
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
import { manageLink } from './confirmation';
import { bookingJson, moneyJson } from './json';
import { sendRefundsNow } from './payments';
import { dueOnlinePence } from './pricing';
import { sessionPricePence, formatPounds } from './rules';
import {
  blockedRanges,
  cancelBooking,
  createBooking,
  findBooking,
  mayManage,
  priceRequest,
  rescheduleBooking,
  SLOT_HELD_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  type Viewer,
} from './store';
import { addDays, londonWallTimeToInstant, toLondonIso, type LocalDate } from '../time';
import type { BookingRequest, QuoteRequest } from '../validation/booking';

// What the booking routes do once the request is checked: typed answers, never responses.

const STUDIO_NOT_FOUND = 'That studio is not available for booking.';

export async function availableStartTimes(query: {
  studio: string;
  date: LocalDate;
  duration: number;
  exclude?: string;
  addOns?: string[];
}): Promise<Answer> {
  const [studio, settings, offers] = await Promise.all([
    loadBookableStudio(query.studio),
    loadBookingSettings(),
    loadAddOns(),
  ]);
  if (!studio) return { ok: false, status: 404, message: STUDIO_NOT_FOUND };
  const window = openingWindow(settings, query.date);
  const from = londonWallTimeToInstant(query.date, 0);
  const to = londonWallTimeToInstant(addDays(query.date, 1), 0);
  const db = await getDb();
  // The studio's own bookings and holds, and the busy times of the calendar it imports.
  const blocked = window
    ? [
        ...(await blockedRanges(db, studio.id, from, to, query.exclude)),
        ...(await importedBusyRanges(db, studio.id, from, to)),
      ]
    : [];
  const chosen = offers.filter(
    (offer) =>
      offer.studioIds.includes(studio.id) && (offer.required || query.addOns?.includes(offer.id)),
  );
  const starts = freeStartTimes({
    studio,
    settings,
    date: query.date,
    durationMinutes: query.duration,
    blocked,
    now: new Date(),
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

/** Whether this visitor is in the consultation-first arm of the bookingFlow test (spec §9). */
export async function bookingFlowVariantOfVisitor() {
  const assignments = parseAssignments((await cookies()).get(EXPERIMENT_COOKIE)?.value);
  const state = (await loadExperimentStates(await getDb())).bookingFlow;
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

/** `POST /api/bookings/quote`: the price breakdown of a session before anything is booked. */
export async function quoteSession(request: QuoteRequest): Promise<Answer> {
  const [studio, offers, money] = await Promise.all([
    loadBookableStudio(request.studioId),
    loadAddOns(),
    loadMoneySettings(),
  ]);
  if (!studio) return { ok: false, status: 404, message: STUDIO_NOT_FOUND };
  const priced = await priceRequest(
    await getDb(),
    { studio, offers, booking: request },
    new Date(),
  );
  if (!priced.ok) {
    return {
      ok: false,
      status: 422,
      message: priced.problem.message,
      fieldErrors: { [priced.problem.field]: [priced.problem.message] },
    };
  }
  const { quote } = priced;
  const choices = paymentChoices(money);
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
        ? {
            pence: dueOnlinePence(quote.totalPence, money.depositPercent),
            formatted: formatPounds(dueOnlinePence(quote.totalPence, money.depositPercent)),
          }
        : null,
      payment: choices,
      policy: { ...money.policy, words: policyWords(money.policy) },
    },
    headers: { 'Cache-Control': 'no-store' },
  };
}

export async function bookSession(
  request: BookingRequest,
  context: { viewer: Viewer; idempotencyKey: string | null; attribution: Attribution | null },
): Promise<Answer> {
  const [studio, settings, money, offers, flow] = await Promise.all([
    loadBookableStudio(request.studioId),
    loadBookingSettings(),
    loadMoneySettings(),
    loadAddOns(),
    bookingFlowVariantOfVisitor(),
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
  const db = await getDb();
  // A day either side covers any add-on's setup and teardown around the session.
  const externalBusy = await importedBusyRanges(
    db,
    studio.id,
    new Date(request.start.getTime() - 86_400_000),
    new Date(request.end.getTime() + 86_400_000),
  );
  const outcome = await createBooking(db, {
    studio,
    settings,
    money,
    offers,
    booking: request,
    payOnline,
    externalBusy,
    userId: await ownerOf(request, context.viewer),
    idempotencyKey: context.idempotencyKey,
    flowVariant: flow.name,
    requireConsultation: flow.requireConsultation,
    attribution: context.attribution,
  });
  switch (outcome.kind) {
    case 'created': {
      const provider = paymentProviderFromEnv();
      if (outcome.booking.status === 'pending' && provider) {
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
        message: outcome.held ? SLOT_HELD_MESSAGE : SLOT_TAKEN_MESSAGE,
      };
    case 'invalid':
      return {
        ok: false,
        status: 422,
        message: outcome.problem.message,
        fieldErrors: { [outcome.problem.field]: [outcome.problem.message] },
      };
  }
}

/**
 * Whose account a booking goes on. An admin booking for someone else (another e-mail) goes on that
 * customer's account when one has confirmed that address, so it appears in their bookings (an
 * unconfirmed one could be anybody's: it stays a guest booking); it never lands on the admin's own.
 */
async function ownerOf(request: BookingRequest, viewer: Viewer): Promise<string | null> {
  if (!viewer) return null;
  if (viewer.role !== 'admin' || viewer.email?.toLowerCase() === request.email.toLowerCase())
    return viewer.id;
  return (await findVerifiedUserByEmail(await getDb(), request.email))?.id ?? null;
}

async function manageableBooking(id: string, viewer: Viewer, token: string | undefined) {
  const db = await getDb();
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
  context: { viewer: Viewer; token?: string },
): Promise<Answer> {
  const found = await manageableBooking(id, context.viewer, context.token);
  if (!found.booking) return found.answer;
  const outcome = await cancelBooking(found.db, found.booking, {
    byAdmin: context.viewer?.role === 'admin',
    money: await loadMoneySettings(),
  });
  if (outcome.kind === 'done') {
    await sendRefundsNow(found.db, paymentProviderFromEnv(), outcome.refunds ?? []);
    const booking = (await findBooking(found.db, outcome.booking.id)) ?? outcome.booking;
    return { ok: true, status: 200, body: { booking: bookingJson(booking) } };
  }
  return {
    ok: false,
    status: 409,
    message: outcome.kind === 'invalid' ? outcome.message : SLOT_TAKEN_MESSAGE,
  };
}

export async function rescheduleSession(
  id: string,
  change: { start: Date; end: Date },
  context: { viewer: Viewer; token?: string },
): Promise<Answer> {
  const found = await manageableBooking(id, context.viewer, context.token);
  if (!found.booking) return found.answer;
  const [studio, settings, money, offers] = await Promise.all([
    loadBookableStudio(found.booking.studioId),
    loadBookingSettings(),
    loadMoneySettings(),
    loadAddOns(),
  ]);
  if (!studio) return { ok: false, status: 422, message: STUDIO_NOT_FOUND };
  const outcome = await rescheduleBooking(found.db, found.booking, {
    studio,
    settings,
    money,
    offers,
    byAdmin: context.viewer?.role === 'admin',
    ...change,
  });
  if (outcome.kind === 'conflict') return { ok: false, status: 409, message: SLOT_TAKEN_MESSAGE };
  if (outcome.kind === 'invalid') return { ok: false, status: 422, message: outcome.message };
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
