import type { Metadata } from 'next';
import { BookingLayout } from '@/components/booking/BookingLayout';
import { BookingSummary } from '@/components/booking/BookingSummary';
import { ConfirmBooking } from '@/components/booking/ConfirmBooking';
import { PageIntro } from '@/components/layout/PageIntro';
import { ButtonLink } from '@/components/ui/Button';
import { FormMessage } from '@/components/ui/Form';
import { BOOKING_LINK_UNUSABLE } from '@/lib/booking/confirm-http';
import { describeSessionTime } from '@/lib/time';
import { awaitsAddress } from '@/lib/booking/payment-state';
import { bookingOfConfirmationLink } from '@/lib/booking/provisional';
import { bookingStatusWords } from '@/lib/db/schema/enums';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Confirm your booking',
  robots: { index: false },
  // The token is in the query: never send it to another site in a Referer header.
  referrer: 'no-referrer',
};

type ConfirmBookingPageProps = {
  params: Promise<{ reference: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

/** Where the e-mailed "confirm your booking" link leads: opening it confirms nothing, its button does. */
export default async function ConfirmBookingPage({
  params,
  searchParams,
}: ConfirmBookingPageProps) {
  const [{ reference }, query] = await Promise.all([params, searchParams]);
  const token = typeof query.token === 'string' ? query.token.slice(0, 200) : '';
  const booking = token ? await bookingOfConfirmationLink(await getDb(), reference, token) : null;
  if (!booking) {
    return (
      <>
        <PageIntro title="Confirm your booking" />
        <BookingLayout>
          <FormMessage tone="error">{BOOKING_LINK_UNUSABLE}</FormMessage>
        </BookingLayout>
      </>
    );
  }
  const manage = `/booking/manage/${booking.reference}?token=${encodeURIComponent(token)}`;
  return (
    <>
      <PageIntro eyebrow={`Booking ${booking.reference}`} title="Confirm your booking" />
      <BookingLayout>
        <BookingSummary
          reference={booking.reference}
          studioName={booking.studioName}
          start={booking.startAt}
          end={booking.endAt}
          pricePence={booking.pricePence}
          status={bookingStatusWords(booking)}
        />
        {booking.status === 'active' ? (
          <div>
            <p>This booking is confirmed.</p>
            <ButtonLink href={manage} variant="secondary">
              Reschedule or cancel
            </ButtonLink>
          </div>
        ) : awaitsAddress(booking) || booking.status === 'expired' ? (
          <ConfirmBooking
            reference={booking.reference}
            token={token}
            consultation={!!booking.consultation}
            sentence={
              <>
                Confirm that you booked {booking.studioName} for{' '}
                <strong>{describeSessionTime(booking.startAt, booking.endAt)}</strong> with{' '}
                <strong>{booking.guestEmail}</strong>: the studio is then booked for you, and we
                e-mail the confirmation, the invoice and a calendar invite.
              </>
            }
          />
        ) : (
          <p>This booking was cancelled, so there is nothing to confirm.</p>
        )}
      </BookingLayout>
    </>
  );
}
