import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { StaffBooking } from '@/components/admin/StaffBooking';
import { requireAdminPage } from '@/lib/auth';
import { loadMoneySettings } from '@/lib/booking/catalog';
import { staffBookingView } from '@/lib/booking/staff-view';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ reference: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { reference } = await params;
  return { title: `Booking ${reference.toUpperCase()}`, robots: { index: false } };
}

export default async function StaffBookingPage({ params }: Props) {
  const { reference } = await params;
  await requireAdminPage(`/admin/bookings/${encodeURIComponent(reference)}`);
  const [view, money] = await Promise.all([
    staffBookingView(await getDb(), reference),
    loadMoneySettings(),
  ]);
  if (!view) notFound();
  return (
    <>
      <p>
        <Link href="/admin/bookings">All bookings</Link>
      </p>
      <h1>
        Booking {view.booking.reference}: {view.booking.guestName}
      </h1>
      <StaffBooking view={view} now={new Date()} policy={money.policy} />
    </>
  );
}
