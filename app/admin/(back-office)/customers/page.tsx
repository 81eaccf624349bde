import type { Metadata } from 'next';
import Link from 'next/link';
import { bookForHref, CustomerList } from '@/components/admin/Customers';
import { requireAdminPage } from '@/lib/auth';
import { customersQuerySchema, listCustomers } from '@/lib/customers';
import { getDb } from '@/lib/db';
import { singleSearchParams, type PageSearchParams } from '@/lib/http/search-params';
import { bookingSlotSchema } from '@/lib/validation/booking';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Customers', robots: { index: false } };

type Props = { searchParams: Promise<PageSearchParams> };

export default async function AdminCustomersPage({ searchParams }: Props) {
  await requireAdminPage('/admin/customers');
  const params = singleSearchParams(await searchParams);
  const query = customersQuerySchema.parse(params);
  const slot = bookingSlotSchema.parse(params);
  const page = await listCustomers(await getDb(), query, new Date());
  return (
    <>
      <h1>Customers</h1>
      <p>
        Everyone who booked, with or without an account, by their e-mail address. Open one to see
        their bookings and book for them, or{' '}
        <Link href={bookForHref(slot)}>book for a new customer</Link>.
      </p>
      {slot.date && (
        <p role="status">
          Booking a free time on {slot.date}
          {slot.time
            ? ` at ${slot.time}: choose the customer, then check the time.`
            : ': choose the customer, then the time.'}
        </p>
      )}
      <CustomerList page={page} query={query} slot={slot} />
    </>
  );
}
