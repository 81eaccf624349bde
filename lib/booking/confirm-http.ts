// The route behind the button of the e-mailed "confirm your booking" link (lib/booking/provisional).
import { fail, ok } from '../http';
import { route } from '../http/route';
import { confirmBookingAddressSchema } from '../validation/booking';
import { loadMoneySettings } from './catalog';
import { confirmBookingAddress } from './provisional';

export const BOOKING_LINK_UNUSABLE =
  'This link does not confirm a booking: it may be incomplete, or from an older e-mail. Use the link in the newest e-mail about this booking, or book again.';

/** `POST /api/bookings/confirm`: the address confirms its booking (CSRF, per-address limit). */
export const requestAddressConfirmation = route({
  body: confirmBookingAddressSchema,
  csrfToken: true,
  rateLimit: {
    bucket: 'booking-confirm',
    limit: 20,
    windowMs: 15 * 60_000,
    message: 'Too many tries. Please wait a few minutes, then press the button again.',
  },
  async handle({ db, body, now }) {
    const answer = await confirmBookingAddress(db, body, await loadMoneySettings(), now);
    switch (answer.outcome) {
      case 'invalid':
        return fail(400, BOOKING_LINK_UNUSABLE);
      case 'not confirmable':
        return fail(
          409,
          'This booking was cancelled, so there is nothing to confirm. Please book again.',
        );
      case 'slot taken':
        return fail(
          409,
          'The hold on this time ran out and somebody else has booked it since. Nothing is owed; please choose another time.',
        );
      case 'promo used up':
        return fail(
          409,
          'The hold on this time ran out and its promo code has been used up since. Nothing is owed; please book again.',
        );
    }
    const { booking } = answer;
    return ok({
      ok: true,
      newlyConfirmed: answer.outcome === 'confirmed',
      message:
        answer.outcome === 'confirmed'
          ? `Your booking ${booking.reference} is confirmed. We have e-mailed the confirmation and a calendar invite.`
          : `Your booking ${booking.reference} is already confirmed.`,
      redirect: `/booking/confirmed/${booking.reference}?token=${encodeURIComponent(body.token)}`,
    });
  },
});
