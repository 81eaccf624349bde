import { cookies } from 'next/headers';
import { findVerifiedUserByEmail } from '../auth/users';
import { getDb } from '../db';
import type { Answer } from '../http';
import { EXPERIMENT_COOKIE, experiments, parseAssignments, resolveVariant } from '../experiments';
import { loadExperimentStates } from '../experiments/state';
import type { Attribution } from '../events';
import { openingWindow, freeStartTimes } from './availability';
import { loadBookableStudio, loadBookingSettings } from './catalog';
import { manageLink } from './confirmation';
import { bookingJson } from './json';
import { sessionPricePence, formatPounds } from './rules';
import {
  blockedRanges,
  cancelBooking,
  createBooking,
  findBooking,
  mayManage,
  rescheduleBooking,
  SLOT_TAKEN_MESSAGE,
  type Viewer,
} from './store';
import { addDays, londonWallTimeToInstant, toLondonIso, type LocalDate } from '../time';
import type { BookingRequest } from '../validation/booking';

// What the booking routes do once the request is checked: typed answers, never responses.

const STUDIO_NOT_FOUND = 'That studio is not available for booking.';

export async function availableStartTimes(query: {
  studio: string;
  date: LocalDate;
  duration: number;
  exclude?: string;
}): Promise<Answer> {
  const [studio, settings] = await Promise.all([
    loadBookableStudio(query.studio),
    loadBookingSettings(),
  ]);
  if (!studio) return { ok: false, status: 404, message: STUDIO_NOT_FOUND };
  const window = openingWindow(settings, query.date);
  const from = londonWallTimeToInstant(query.date, 0);
  const to = londonWallTimeToInstant(addDays(query.date, 1), 0);
  const blocked = window
    ? await blockedRanges(await getDb(), studio.id, from, to, query.exclude)
    : [];
  const starts = freeStartTimes({
    studio,
    settings,
    date: query.date,
    durationMinutes: query.duration,
    blocked,
    now: new Date(),
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

export async function bookSession(
  request: BookingRequest,
  context: { viewer: Viewer; idempotencyKey: string | null; attribution: Attribution | null },
): Promise<Answer> {
  const [studio, settings, flow] = await Promise.all([
    loadBookableStudio(request.studioId),
    loadBookingSettings(),
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
  const outcome = await createBooking(await getDb(), {
    studio,
    settings,
    booking: request,
    userId: await ownerOf(request, context.viewer),
    idempotencyKey: context.idempotencyKey,
    flowVariant: flow.name,
    requireConsultation: flow.requireConsultation,
    attribution: context.attribution,
  });
  switch (outcome.kind) {
    case 'created':
      return {
        ok: true,
        status: 201,
        body: {
          booking: bookingJson(outcome.booking),
          manageToken: outcome.manageToken,
          manageUrl: manageLink(outcome.booking, outcome.manageToken),
        },
      };
    case 'replayed':
      return {
        ok: true,
        status: 201,
        body: { booking: bookingJson(outcome.booking) },
        headers: { 'Idempotent-Replayed': 'true' },
      };
    case 'conflict':
      return { ok: false, status: 409, message: SLOT_TAKEN_MESSAGE };
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
  });
  if (outcome.kind === 'done')
    return { ok: true, status: 200, body: { booking: bookingJson(outcome.booking) } };
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
  const [studio, settings] = await Promise.all([
    loadBookableStudio(found.booking.studioId),
    loadBookingSettings(),
  ]);
  if (!studio) return { ok: false, status: 422, message: STUDIO_NOT_FOUND };
  const outcome = await rescheduleBooking(found.db, found.booking, { studio, settings, ...change });
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
