import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BookingLayout } from '@/components/booking/BookingLayout';
import { BookingSummary } from '@/components/booking/BookingSummary';
import { PageIntro } from '@/components/layout/PageIntro';
import { ButtonLink } from '@/components/ui/Button';
import { getCurrentUser } from '@/lib/auth';
import { findBookingByReference, mayManage } from '@/lib/booking';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Booking confirmed', robots: { index: false } };

type Props = {
  params: Promise<{ reference: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

export default async function BookingConfirmedPage({ params, searchParams }: Props) {
  const [{ reference }, query, user] = await Promise.all([params, searchParams, getCurrentUser()]);
  const booking = await findBookingByReference(await getDb(), reference);
  if (!booking) notFound();
  const token = typeof query.token === 'string' ? query.token : null;
  // Without the link's token (or being its owner) only the reference is shown: details are personal.
  const allowed = mayManage(booking, user ? { id: user.id, role: user.role } : null, token);
  return (
    <>
      <PageIntro
        eyebrow="Booking confirmed"
        title="You're booked in!"
        lead={`We have e-mailed the confirmation and a calendar invite${allowed ? ` to ${booking.guestEmail}` : ''}.`}
      />
      <BookingLayout>
        {allowed ? (
          <BookingSummary
            reference={booking.reference}
            studioName={booking.studioName}
            start={booking.startAt}
            end={booking.endAt}
            pricePence={booking.pricePence}
            status={
              booking.status === 'active'
                ? 'Confirmed'
                : booking.status === 'cancelled'
                  ? 'Cancelled'
                  : 'No-show'
            }
          />
        ) : (
          <p>
            Your reference is <strong>{booking.reference}</strong>.
          </p>
        )}
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
