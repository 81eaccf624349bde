// The booking routes (see lib/http/route.ts): who may act and on what input; the rules are in
// service.ts and store.ts.
import { z } from 'zod';
import { requireProofOfWork } from '../anti-abuse';
import type { AuditNote } from '../audit';
import type { Database } from '../db';
import { requestAttribution } from '../experiments/visitor';
import { fail, ok, raw, type Answer } from '../http';
import { route } from '../http/route';
import {
  availabilityQuerySchema,
  bookingRequestSchema,
  cancelBookingSchema,
  rescheduleBookingSchema,
  staffMoveSchema,
} from '../validation/booking';
import { adminFilterDatesSchema, parseAdminFilters } from './admin-filters';
import { loadBookableStudios, loadBookingSettings, loadMoneySettings } from './catalog';
import { bookingsCsv } from './csv';
import { bookingJson } from './json';
import { durationChoices } from './availability';
import { sessionPricePence } from './rules';
import { availableStartTimes, bookSession, cancelSession, rescheduleSession } from './service';
import {
  findBooking,
  listBookings,
  listBookingsForUser,
  markNoShow,
  type Booking,
  type Viewer,
} from './store';
import { toLondonIso } from '../time';
import { checkIn } from './check-in';
import { resendConfirmation } from './resend';
import { moveBookingAsStaff } from './staff-move';
import { reassignStaff } from './reassign';
import { watchStudioDays } from './day-blocks';

const noStore = { 'Cache-Control': 'no-store' };
const bookingParams = z.object({ id: z.string().max(100) });
const createdBookingSchema = z.object({
  booking: z.object({ id: z.string(), reference: z.string() }),
});
const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// The audit log's view of a booking an admin changed: which one, and the fields a change moves.
const auditTarget = (booking: Booking) => ({
  type: 'bookings',
  id: booking.id,
  label: booking.reference,
});
const auditState = (booking: Booking) => ({
  status: booking.status,
  start: toLondonIso(booking.startAt),
  end: toLondonIso(booking.endAt),
});

/**
 * Runs a change on the routes customers use too; when an admin makes it, notes it for the audit log
 * with the booking before and after (a customer's own changes are not admin actions).
 */
async function auditedWhenAdmin(
  { db, audit }: { db: Database; audit: (note: AuditNote) => void },
  viewer: Viewer,
  id: string,
  action: string,
  change: () => Promise<Answer>,
): Promise<Answer> {
  if (viewer?.role !== 'admin') return change();
  const before = await findBooking(db, id);
  const answer = await change();
  const after = answer.ok && before ? await findBooking(db, before.id) : null;
  if (before && after) {
    audit({
      action,
      target: auditTarget(before),
      before: auditState(before),
      after: auditState(after),
    });
  }
  return answer;
}

/** `POST /api/bookings`: books a slot for a guest or the signed-in customer (Idempotency-Key). */
export const requestBooking = route({
  idempotent: true,
  body: bookingRequestSchema,
  rateLimit: {
    bucket: 'booking',
    limit: 20,
    windowMs: 15 * 60_000,
    message: 'Too many booking attempts. Please try again later.',
  },
  async handle({ db, body, user, idempotencyKey, request, audit, ip, now }) {
    const unproven = await requireProofOfWork({ db, request, user, now });
    if (unproven) return unproven;
    const answer = await bookSession(db, body, {
      viewer: user ? { id: user.id, role: user.role, email: user.email } : null,
      ip,
      idempotencyKey,
      attribution: await requestAttribution(db, request),
    });
    // An admin booking for a customer ("New booking for a customer") acts for someone else; a
    // replayed request changed nothing.
    const created = createdBookingSchema.safeParse(answer.ok ? answer.body : null);
    const replayed = answer.ok && answer.headers?.['Idempotent-Replayed'] === 'true';
    const forSomeoneElse = user?.role === 'admin' && !sameEmail(user.email, body.email);
    if (forSomeoneElse && created.success && !replayed) {
      const { id, reference } = created.data.booking;
      audit({ action: 'bookings.create', target: { type: 'bookings', id, label: reference } });
    }
    return answer;
  },
});

/** `POST /api/bookings/{id}/cancel`: by the owner, an admin, or the e-mailed manage token. */
export const requestCancellation = route({
  params: bookingParams,
  body: cancelBookingSchema,
  async handle(context) {
    const { body, params, user } = context;
    // With the e-mailed token the request acts as the token's holder, not as the session.
    const viewer = user && !body.token ? { id: user.id, role: user.role } : null;
    const answer = await auditedWhenAdmin(context, viewer, params.id, 'bookings.cancel', () =>
      cancelSession(params.id, {
        viewer,
        token: body.token,
        db: context.db,
        // Only staff choose: a customer's cancellation is always under the policy.
        keepFee: viewer?.role === 'admin' && body.keepFee,
      }),
    );
    // The freed time's waitlist offer (queued by the database) goes out now, not at the next sweep.
    if (answer.ok) context.kickJobs();
    return answer;
  },
});

/** `POST /api/bookings/{id}/reschedule`: as cancel, to a new free slot. */
export const requestReschedule = route({
  params: bookingParams,
  body: rescheduleBookingSchema,
  // A dearer move opens a checkout with the payment provider: bounded per address.
  rateLimit: { bucket: 'booking-reschedule', limit: 30, windowMs: 600_000 },
  async handle(context) {
    const { body, params, user } = context;
    const { token, ...change } = body;
    const viewer = user && !token ? { id: user.id, role: user.role } : null;
    const answer = await auditedWhenAdmin(context, viewer, params.id, 'bookings.reschedule', () =>
      rescheduleSession(params.id, change, { viewer, token, db: context.db }),
    );
    if (answer.ok) context.kickJobs();
    return answer;
  },
});

/** `POST /api/bookings/{id}/no-show`: an admin marks a past booking as a no-show. */
export const recordNoShow = route({
  access: 'admin',
  params: bookingParams,
  audit: { action: 'bookings.no-show' },
  async handle({ db, params, audit }) {
    const booking = await findBooking(db, params.id);
    if (!booking) return fail(404, 'Booking not found.');
    const outcome = await markNoShow(db, booking);
    if (outcome.kind !== 'done') {
      return fail(409, outcome.kind === 'invalid' ? outcome.message : 'Conflict');
    }
    audit({
      target: auditTarget(booking),
      before: auditState(booking),
      after: auditState(outcome.booking),
    });
    return ok({ booking: bookingJson(outcome.booking) });
  },
});

/** `POST /api/admin/bookings/{id}/check-in`: the customer has arrived (admins; once, on the day). */
export const checkInBooking = route({
  access: 'admin',
  params: bookingParams,
  audit: { action: 'bookings.check-in' },
  async handle({ db, params, audit, now }) {
    const booking = await findBooking(db, params.id);
    if (!booking) return fail(404, 'Booking not found.');
    const outcome = await checkIn(db, booking, now);
    if (outcome.kind !== 'done') return fail(409, outcome.message);
    audit({ target: auditTarget(booking) });
    return ok({ booking: bookingJson(outcome.booking) });
  },
});

/** `POST /api/admin/bookings/{id}/staff` `{ staffId }`: gives the session to another person. */
export const reassignBookingStaff = route({
  access: 'admin',
  params: bookingParams,
  body: z.object({ staffId: z.uuid('Choose someone from the rota') }),
  audit: { action: 'bookings.reassign-staff' },
  async handle({ db, params, body, audit, now }) {
    const booking = await findBooking(db, params.id);
    if (!booking) return fail(404, 'Booking not found.');
    const outcome = await reassignStaff(db, booking, body.staffId, now);
    if (outcome.kind === 'refused') return fail(outcome.status, outcome.message);
    audit({
      target: auditTarget(booking),
      before: { staffId: outcome.from },
      after: { staffId: outcome.to },
    });
    return ok({ booking: bookingJson(outcome.booking) });
  },
});

/**
 * `POST /api/admin/bookings/{id}/move`: staff move a booking on the timeline (another studio, time
 * or length). A re-priced move answers `reprice` until asked again with the price accepted.
 */
export const moveBookingOnTimeline = route({
  access: 'admin',
  params: bookingParams,
  body: staffMoveSchema,
  async handle(context) {
    const { db, params, body, user, now } = context;
    return auditedWhenAdmin(
      context,
      { id: user.id, role: user.role },
      params.id,
      'bookings.reschedule',
      () => moveBookingAsStaff(db, params.id, body, now),
    );
  },
});

// A live stream ends after this long (the browser's EventSource reconnects), so none is held for
// ever; the comment line keeps proxies from closing a quiet one.
const LIVE_STREAM_MS = 5 * 60_000;
const LIVE_HEARTBEAT_MS = 25_000;

/**
 * `GET /api/admin/bookings/live`: server-sent events, one `changed` event (data: the studio's id, or
 * '*') whenever a booking, a hold or an imported busy time changes, so the timeline re-renders.
 */
export const streamBookingChanges = route({
  access: 'admin',
  async handle({ db, request }) {
    const encoder = new TextEncoder();
    let stop = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            stop();
          }
        };
        const unsubscribe = watchStudioDays(db, (studioId) =>
          send(`event: changed\ndata: ${studioId}\n\n`),
        );
        const heartbeat = setInterval(() => send(': still here\n\n'), LIVE_HEARTBEAT_MS);
        const end = setTimeout(() => stop(), LIVE_STREAM_MS);
        stop = () => {
          unsubscribe();
          clearInterval(heartbeat);
          clearTimeout(end);
          try {
            controller.close();
          } catch {
            // Already closed by the reader.
          }
        };
        request.signal.addEventListener('abort', () => stop());
        send('retry: 5000\n\n');
      },
      cancel: () => stop(),
    });
    return raw(stream, 200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: a compressing layer (Next's own) would hold the events back to fill its buffer.
      'cache-control': 'no-store, no-transform',
      // Proxies that buffer (nginx) pass each event on at once.
      'x-accel-buffering': 'no',
    });
  },
});

/**
 * `POST /api/admin/bookings/{id}/resend-confirmation`: the confirmation e-mail again, with a fresh
 * manage link (admins; an active booking still to come).
 */
export const resendBookingConfirmation = route({
  access: 'admin',
  params: bookingParams,
  audit: { action: 'bookings.resend-confirmation' },
  async handle({ db, params, audit, now, kickJobs }) {
    const booking = await findBooking(db, params.id);
    if (!booking) return fail(404, 'Booking not found.');
    const outcome = await resendConfirmation(db, booking, {
      now,
      money: await loadMoneySettings(),
    });
    if (outcome.kind !== 'done') return fail(409, outcome.message);
    audit({ target: auditTarget(booking) });
    kickJobs();
    return ok({ booking: bookingJson(outcome.booking) });
  },
});

/** `GET /api/bookings/availability?studio=&date=&duration=`: free start times of one day. */
export const readAvailability = route({
  query: availabilityQuerySchema,
  async handle({ db, query, user }) {
    const answer = await availableStartTimes(
      db,
      query,
      user ? { id: user.id, role: user.role } : null,
    );
    return { ...answer, headers: noStore };
  },
});

/** `GET /api/bookings/mine`: the signed-in customer's bookings. */
export const listMyBookings = route({
  async handle({ db, user }) {
    if (!user) return fail(401, 'Sign in to see your bookings.');
    const bookings = await listBookingsForUser(user.id, db);
    return ok({ bookings: bookings.map(bookingJson) }, 200, noStore);
  },
});

/** `GET /api/studios`: the bookable studios with their durations and prices, and opening hours. */
export const listStudios = route({
  async handle() {
    const [studios, settings] = await Promise.all([loadBookableStudios(), loadBookingSettings()]);
    return ok({
      timeZone: 'Europe/London',
      bookingHours: settings.bookingHours,
      closures: settings.closures,
      studios: studios.map((studio) => ({
        ...studio,
        durations: durationChoices(studio),
        pricePerHourPence: sessionPricePence(studio, 60),
      })),
    });
  },
});

// A busy studio books about 1,100 sessions a month; an export is bounded at years of them.
const CSV_ROW_LIMIT = 50_000;

/** `GET /admin/bookings/export?…`: the bookings of the admin's current filters as CSV. */
export const exportBookingsCsv = route({
  access: 'admin',
  query: adminFilterDatesSchema,
  async handle({ db, request }) {
    const url = new URL(request.url);
    const { filters, query } = parseAdminFilters(Object.fromEntries(url.searchParams));
    const csv = bookingsCsv(await listBookings(db, query, { limit: CSV_ROW_LIMIT }));
    const name =
      filters.view === 'list'
        ? `${filters.from}_to_${filters.to}`
        : `${filters.view}-of-${filters.date}`;
    return raw(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="bookings-${name}.csv"`,
      'Cache-Control': 'no-store',
    });
  },
});
