import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CustomerRecord, customerHref } from '@/components/admin/Customers';
import { requireAdminPage } from '@/lib/auth';
import { customerRecord } from '@/lib/customers';
import { getDb } from '@/lib/db';
import { notesFor } from '@/lib/notes';
import { singleSearchParams, type PageSearchParams } from '@/lib/http/search-params';
import { bookingSlotSchema } from '@/lib/validation/booking';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Customer', robots: { index: false } };

type Props = { params: Promise<{ key: string }>; searchParams: Promise<PageSearchParams> };

/** The segment as the list wrote it (encoded, or already decoded by the router); bad escapes as typed. */
function decodedKey(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export default async function AdminCustomerPage({ params, searchParams }: Props) {
  const key = decodedKey((await params).key);
  const slot = bookingSlotSchema.parse(singleSearchParams(await searchParams));
  await requireAdminPage(customerHref(key));
  const now = new Date();
  const db = await getDb();
  const record = await customerRecord(db, key, now);
  if (!record) notFound();
  const notes = (await notesFor(db, 'customer', [record.summary.key])).get(record.summary.key);
  return (
    <>
      <p>
        <Link href="/admin/customers">All customers</Link>
      </p>
      <h1>{record.summary.name}</h1>
      <CustomerRecord record={record} now={now} slot={slot} notes={notes ?? []} />
    </>
  );
}
