import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BookingLayout } from '@/components/booking/BookingLayout';
import { BookingMoney } from '@/components/booking/BookingMoney';
import { BookingSummary } from '@/components/booking/BookingSummary';
import { PageIntro } from '@/components/layout/PageIntro';
import { ButtonLink } from '@/components/ui/Button';
import { getCurrentUser } from '@/lib/auth';
import { findBookingByReference, mayManage } from '@/lib/booking';
import { loadMoneySettings } from '@/lib/booking/catalog';
import { bookingMoneyView } from '@/lib/booking/money-view';
import { getDb } from '@/lib/db';
import { BOOKING_STATUS_WORDS } from '@/lib/db/schema/enums';

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

type Props = {
  params: Promise<{ reference: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

export default async function BookingConfirmedPage({ params, searchParams }: Props) {
  const [{ reference }, query, user] = await Promise.all([params, searchParams, getCurrentUser()]);
  const db = await getDb();
  const booking = await findBookingByReference(db, reference);
  if (!booking) notFound();
  const token = typeof query.token === 'string' ? query.token : null;
  // Without the link's token (or being its owner) only the reference is shown: details are personal.
  // A payment confirmation sends a fresh link by e-mail, so the token of the checkout's return
  // address no longer opens the details once the booking is confirmed.
  const allowed = mayManage(booking, user ? { id: user.id, role: user.role } : null, token);
  const words = intro[booking.status];
  const moneyView = allowed
    ? await bookingMoneyView(db, booking, {
        money: await loadMoneySettings(),
        token,
        now: new Date(),
      })
    : null;
  return (
    <>
      {booking.status === 'pending' && <meta httpEquiv="refresh" content="3" />}
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
            status={BOOKING_STATUS_WORDS[booking.status]}
          />
        ) : (
          <p>
            Your reference is <strong>{booking.reference}</strong>. Status:{' '}
            <strong data-testid="booking-status">{BOOKING_STATUS_WORDS[booking.status]}</strong>.
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
