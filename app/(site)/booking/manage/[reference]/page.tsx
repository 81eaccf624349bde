import type { Metadata } from 'next';
import { bookingStatusWords } from '@/lib/db/schema/enums';
import { notFound } from 'next/navigation';
import { BookingLayout } from '@/components/booking/BookingLayout';
import { BookingMoney } from '@/components/booking/BookingMoney';
import { BookingSummary } from '@/components/booking/BookingSummary';
import { RunByPhoto } from '@/components/booking/BookingSummary/RunByPhoto';
import { ManageBooking, MoveOutcome } from '@/components/booking/ManageBooking';
import { PageIntro } from '@/components/layout/PageIntro';
import { londonDateOf } from '@/lib/booking';
import { bookingOfPage, runByOfPage, type BookingPageProps } from '@/lib/booking/booking-page';
import { loadBookableStudio, loadBookingSettings } from '@/lib/booking/catalog';
import { customerMoneyView } from '@/lib/booking/money-view';
import { awaitsAddress } from '@/lib/booking/payment-state';
import { topUpOfPage, topUpOutcomeWords } from '@/lib/booking/top-ups';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Manage your booking', robots: { index: false } };

type ManagePageProps = BookingPageProps & {
  searchParams: Promise<{ token?: string | string[]; topUp?: string | string[] }>;
};

export default async function ManageBookingPage(props: ManagePageProps) {
  const found = await bookingOfPage(props);
  if (!found) notFound();
  const { db, booking, token } = found;
  // The way back from a move's checkout: `topUp` names it, the token is the booking's next link.
  const { topUp: topUpId } = await props.searchParams;
  const returned = await topUpOfPage(
    db,
    booking,
    typeof topUpId === 'string' ? topUpId : null,
    token,
  );
  if (!found.allowed && returned?.holdsReturnLink && returned.topUp.status === 'open') {
    return (
      <>
        {/* The payment's confirmation is on its way from the provider: look again shortly. */}
        <meta httpEquiv="refresh" content="3" />
        <PageIntro
          title="Confirming your payment"
          lead={`Booking ${booking.reference}: your payment is being confirmed. This page updates by itself in a few seconds; we will also e-mail you.`}
        />
      </>
    );
  }
  if (!found.allowed) {
    return (
      <PageIntro
        title="This link has expired"
        lead="Use the link in the latest e-mail about your booking, or sign in to see your bookings."
      />
    );
  }
  const now = new Date();
  const [studio, settings, moneyView, runBy] = await Promise.all([
    loadBookableStudio(booking.studioId),
    loadBookingSettings(),
    customerMoneyView(db, booking, { token, now }),
    runByOfPage(db, booking),
  ]);
  const outcome = returned && found.allowed ? topUpOutcomeWords(returned.topUp) : null;
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
          runBy={
            runBy && {
              words: runBy.words,
              photo: runBy.image && <RunByPhoto image={runBy.image} />,
            }
          }
        />
        {outcome && <MoveOutcome {...outcome} />}
        {/* The payment's confirmation is on its way from the provider: look again shortly. */}
        {found.allowed && returned?.topUp.status === 'open' && (
          <meta httpEquiv="refresh" content="3" />
        )}
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
