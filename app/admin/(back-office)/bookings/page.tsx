import type { Metadata } from 'next';
import { AdminBookings } from '@/components/admin/AdminBookings';
import { requireAdminPage } from '@/lib/auth';
import { adminFiltersQueryString, listBookings, parseAdminFilters } from '@/lib/booking';
import { loadBookableStudios } from '@/lib/booking/catalog';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Bookings', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminBookingsPage({ searchParams }: Props) {
  await requireAdminPage('/admin/bookings');
  const now = new Date();
  const { filters, query } = parseAdminFilters(await searchParams, now);
  const [bookings, studios] = await Promise.all([
    listBookings(await getDb(), query),
    loadBookableStudios(),
  ]);
  return (
    <>
      <h1>Bookings</h1>
      <p>
        {bookings.length} booking{bookings.length === 1 ? '' : 's'} shown.
      </p>
      <AdminBookings
        bookings={bookings}
        filters={filters}
        studios={studios.map(({ id, title }) => ({ id, title }))}
        exportHref={`/admin/bookings/export?${adminFiltersQueryString(filters)}`}
        now={now}
      />
    </>
  );
}
