import type { Metadata } from 'next';
import { bookingStatusWords } from '@/lib/db/schema/enums';
import { notFound } from 'next/navigation';
import { BookingLayout } from '@/components/booking/BookingLayout';
import { BookingMoney } from '@/components/booking/BookingMoney';
import { BookingSummary } from '@/components/booking/BookingSummary';
import { ManageBooking } from '@/components/booking/ManageBooking';
import { PageIntro } from '@/components/layout/PageIntro';
import { londonDateOf } from '@/lib/booking';
import { bookingOfPage, type BookingPageProps } from '@/lib/booking/booking-page';
import { loadBookableStudio, loadBookingSettings } from '@/lib/booking/catalog';
import { customerMoneyView } from '@/lib/booking/money-view';
import { awaitsAddress } from '@/lib/booking/provisional';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Manage your booking', robots: { index: false } };

export default async function ManageBookingPage(props: BookingPageProps) {
  const found = await bookingOfPage(props);
  if (!found) notFound();
  const { db, booking, token } = found;
  if (!found.allowed) {
    return (
      <PageIntro
        title="This link has expired"
        lead="Use the link in the latest e-mail about your booking, or sign in to see your bookings."
      />
    );
  }
  const now = new Date();
  const [studio, settings, moneyView] = await Promise.all([
    loadBookableStudio(booking.studioId),
    loadBookingSettings(),
    customerMoneyView(db, booking, { token, now }),
  ]);
  const changeable = booking.status === 'active' && booking.startAt > now && studio;
  const held = booking.status === 'pending';
  return (
    <>
      <PageIntro
        title="Manage your booking"
        lead={`Booking ${booking.reference} for ${booking.guestName}.`}
      />
      <BookingLayout>
        <BookingSummary
          reference={booking.reference}
          studioName={booking.studioName}
          start={booking.startAt}
          end={booking.endAt}
          pricePence={booking.pricePence}
          status={bookingStatusWords(booking)}
          address={booking.status === 'active' ? studio?.address : null}
        />
        <BookingMoney {...moneyView} />
        {held && booking.holdExpiresAt && (
          <p role="status">
            This slot is held for you until{' '}
            {new Intl.DateTimeFormat('en-GB', {
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
              timeZone: 'Europe/London',
            }).format(booking.holdExpiresAt)}{' '}
            {awaitsAddress(booking)
              ? `while you confirm it with the link we e-mailed to ${booking.guestEmail}. Unconfirmed, it is released by itself.`
              : 'while the payment is made. Unpaid, it is released by itself.'}
          </p>
        )}
        {changeable || held ? (
          <ManageBooking
            bookingId={booking.id}
            reference={booking.reference}
            studioId={booking.studioId}
            durationMinutes={(booking.endAt.getTime() - booking.startAt.getTime()) / 60_000}
            settings={settings}
            today={londonDateOf(new Date())}
            maxAdvanceDays={studio?.maxAdvanceDays ?? 90}
            token={token}
            held={held}
            addOns={booking.addOns.map((addOn) => addOn.id)}
          />
        ) : (
          <p>This booking can no longer be changed online. Please contact us if you need help.</p>
        )}
      </BookingLayout>
    </>
  );
}
