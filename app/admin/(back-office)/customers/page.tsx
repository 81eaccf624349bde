import type { Metadata } from 'next';
import Link from 'next/link';
import { CustomerList } from '@/components/admin/Customers';
import { requireAdminPage } from '@/lib/auth';
import { customersQuerySchema, listCustomers } from '@/lib/customers';
import { getDb } from '@/lib/db';
import { singleSearchParams, type PageSearchParams } from '@/lib/http/search-params';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Customers', robots: { index: false } };

type Props = { searchParams: Promise<PageSearchParams> };

export default async function AdminCustomersPage({ searchParams }: Props) {
  await requireAdminPage('/admin/customers');
  const query = customersQuerySchema.parse(singleSearchParams(await searchParams));
  const page = await listCustomers(await getDb(), query, new Date());
  return (
    <>
      <h1>Customers</h1>
      <p>
        Everyone who booked, with or without an account, by their e-mail address. Open one to see
        their bookings and book for them, or <Link href="/booking">book for a new customer</Link>.
      </p>
      <CustomerList page={page} query={query} />
    </>
  );
}
