// The booking routes (see lib/http/route.ts): who may act and on what input; the rules are in
// service.ts and store.ts.
import { z } from 'zod';
import { requestAttribution } from '../experiments/visitor';
import { fail, ok, raw } from '../http';
import { route } from '../http/route';
import {
  availabilityQuerySchema,
  bookingRequestSchema,
  cancelBookingSchema,
  rescheduleBookingSchema,
} from '../validation/booking';
import { parseAdminFilters } from './admin-filters';
import { loadBookableStudios, loadBookingSettings } from './catalog';
import { bookingsCsv } from './csv';
import { bookingJson } from './json';
import { durationChoices } from './availability';
import { sessionPricePence } from './rules';
import { availableStartTimes, bookSession, cancelSession, rescheduleSession } from './service';
import { findBooking, listBookings, listBookingsForUser, markNoShow } from './store';

const noStore = { 'Cache-Control': 'no-store' };
const bookingParams = z.object({ id: z.string().max(100) });

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
  async handle({ db, body, user, idempotencyKey, request }) {
    return bookSession(body, {
      viewer: user ? { id: user.id, role: user.role, email: user.email } : null,
      idempotencyKey,
      attribution: await requestAttribution(db, request),
    });
  },
});

/** `POST /api/bookings/{id}/cancel`: by the owner, an admin, or the e-mailed manage token. */
export const requestCancellation = route({
  params: bookingParams,
  body: cancelBookingSchema,
  async handle({ body, params, user }) {
    // With the e-mailed token the request acts as the token's holder, not as the session.
    const viewer = user && !body.token ? { id: user.id, role: user.role } : null;
    return cancelSession(params.id, { viewer, token: body.token });
  },
});

/** `POST /api/bookings/{id}/reschedule`: as cancel, to a new free slot. */
export const requestReschedule = route({
  params: bookingParams,
  body: rescheduleBookingSchema,
  async handle({ body, params, user }) {
    const { token, ...change } = body;
    const viewer = user && !token ? { id: user.id, role: user.role } : null;
    return rescheduleSession(params.id, change, { viewer, token });
  },
});

/** `POST /api/bookings/{id}/no-show`: an admin marks a past booking as a no-show. */
export const recordNoShow = route({
  access: 'admin',
  params: bookingParams,
  async handle({ db, params }) {
    const booking = await findBooking(db, params.id);
    if (!booking) return fail(404, 'Booking not found.');
    const outcome = await markNoShow(db, booking);
    if (outcome.kind !== 'done') {
      return fail(409, outcome.kind === 'invalid' ? outcome.message : 'Conflict');
    }
    return ok({ booking: bookingJson(outcome.booking) });
  },
});

/** `GET /api/bookings/availability?studio=&date=&duration=`: free start times of one day. */
export const readAvailability = route({
  query: availabilityQuerySchema,
  async handle({ query }) {
    const answer = await availableStartTimes(query);
    return { ...answer, headers: noStore };
  },
});

/** `GET /api/bookings/mine`: the signed-in customer's bookings. */
export const listMyBookings = route({
  async handle({ user }) {
    if (!user) return fail(401, 'Sign in to see your bookings.');
    const bookings = await listBookingsForUser(user.id);
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

/** `GET /admin/bookings/export?…`: the bookings of the admin's current filters as CSV. */
export const exportBookingsCsv = route({
  access: 'admin',
  async handle({ db, request }) {
    const url = new URL(request.url);
    const { filters, query } = parseAdminFilters(Object.fromEntries(url.searchParams));
    const csv = bookingsCsv(await listBookings(db, query));
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
