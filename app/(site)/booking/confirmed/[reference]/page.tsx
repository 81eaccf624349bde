import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BookingLayout } from '@/components/booking/BookingLayout';
import { BookingMoney } from '@/components/booking/BookingMoney';
import { BookingSummary } from '@/components/booking/BookingSummary';
import { RunByPhoto } from '@/components/booking/BookingSummary/RunByPhoto';
import { PageIntro } from '@/components/layout/PageIntro';
import { ButtonLink } from '@/components/ui/Button';
import { bookingOfPage, runByOfPage, type BookingPageProps } from '@/lib/booking/booking-page';
import { loadBookableStudio } from '@/lib/booking/catalog';
import { customerMoneyView } from '@/lib/booking/money-view';
import { awaitsAddress } from '@/lib/booking/payment-state';
import { londonClockTime } from '@/lib/time';
import { bookingStatusWords } from '@/lib/db/schema/enums';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Your booking', robots: { index: false } };

const intro = {
  pending: {
    eyebrow: 'Confirming your payment',
    title: 'Almost there',
    lead: 'We are waiting for the payment provider to confirm your payment. This page updates by itself.',
  },
  active: { eyebrow: 'Booking confirmed', title: "You're booked in!", lead: null },
  expired: {
    eyebrow: 'Not booked',
    title: 'The hold on this slot ran out',
    lead: 'Nothing was charged. Please book again.',
  },
  cancelled: { eyebrow: 'Booking cancelled', title: 'This booking is cancelled', lead: null },
  no_show: { eyebrow: 'Past booking', title: 'This session has passed', lead: null },
} as const;

// Nothing refreshes this page: the address confirms the booking from the e-mail, maybe elsewhere.
const awaitingAddress = (until: Date | null) => ({
  eyebrow: 'Check your e-mail',
  title: 'One more step',
  lead: `We have e-mailed you a link to confirm this booking. The time is held for you${until ? ` until ${londonClockTime(until)}` : ''} while you confirm it; unconfirmed, it is then released.`,
});

export default async function BookingConfirmedPage(props: BookingPageProps) {
  const found = await bookingOfPage(props);
  if (!found) notFound();
  // Without the link's token (or being its owner) only the reference is shown: details are personal.
  // A payment confirmation sends a fresh link by e-mail, so the token of the checkout's return
  // address no longer opens the details once the booking is confirmed.
  const { db, booking, token, user, allowed } = found;
  const provisional = awaitsAddress(booking);
  const words = provisional ? awaitingAddress(booking.holdExpiresAt) : intro[booking.status];
  const [moneyView, studio, runBy] = allowed
    ? await Promise.all([
        customerMoneyView(db, booking, { token, now: new Date() }),
        loadBookableStudio(booking.studioId),
        runByOfPage(db, booking),
      ])
    : [null, null, null];
  return (
    <>
      {booking.status === 'pending' && !provisional && <meta httpEquiv="refresh" content="3" />}
      <PageIntro
        eyebrow={words.eyebrow}
        title={words.title}
        lead={
          words.lead ??
          `We have e-mailed the confirmation and a calendar invite${allowed ? ` to ${booking.guestEmail}` : ''}.`
        }
      />
      <BookingLayout>
        {allowed ? (
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
        ) : (
          <p>
            Your reference is <strong>{booking.reference}</strong>. Status:{' '}
            <strong data-testid="booking-status">{bookingStatusWords(booking)}</strong>.
          </p>
        )}
        {moneyView && <BookingMoney {...moneyView} />}
        <div>
          {allowed && token ? (
            <ButtonLink
              href={`/booking/manage/${booking.reference}?token=${encodeURIComponent(token)}`}
              variant="secondary"
            >
              Reschedule or cancel
            </ButtonLink>
          ) : user ? (
            <ButtonLink href="/my-bookings" variant="secondary">
              See my bookings
            </ButtonLink>
          ) : null}
        </div>
      </BookingLayout>
    </>
  );
}
