import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BookingLayout } from '@/components/booking/BookingLayout';
import { BookingSummary } from '@/components/booking/BookingSummary';
import { ManageBooking } from '@/components/booking/ManageBooking';
import { PageIntro } from '@/components/layout/PageIntro';
import { getCurrentUser } from '@/lib/auth';
import { findBookingByReference, londonDateOf, mayManage } from '@/lib/booking';
import { loadBookableStudio, loadBookingSettings } from '@/lib/booking/catalog';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Manage your booking', robots: { index: false } };

type Props = {
  params: Promise<{ reference: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

const statusWords = { active: 'Confirmed', cancelled: 'Cancelled', no_show: 'No-show' } as const;

export default async function ManageBookingPage({ params, searchParams }: Props) {
  const [{ reference }, query, user] = await Promise.all([params, searchParams, getCurrentUser()]);
  const booking = await findBookingByReference(await getDb(), reference);
  if (!booking) notFound();
  const token = typeof query.token === 'string' ? query.token : null;
  if (!mayManage(booking, user ? { id: user.id, role: user.role } : null, token)) {
    return (
      <PageIntro
        title="This link has expired"
        lead="Use the link in the latest e-mail about your booking, or sign in to see your bookings."
      />
    );
  }
  const [studio, settings] = await Promise.all([
    loadBookableStudio(booking.studioId),
    loadBookingSettings(),
  ]);
  const changeable = booking.status === 'active' && booking.startAt > new Date() && studio;
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
          status={statusWords[booking.status]}
        />
        {changeable ? (
          <ManageBooking
            bookingId={booking.id}
            reference={booking.reference}
            studioId={booking.studioId}
            durationMinutes={(booking.endAt.getTime() - booking.startAt.getTime()) / 60_000}
            settings={settings}
            today={londonDateOf(new Date())}
            maxAdvanceDays={studio.maxAdvanceDays}
            token={token}
          />
        ) : (
          <p>This booking can no longer be changed online. Please contact us if you need help.</p>
        )}
      </BookingLayout>
    </>
  );
}
