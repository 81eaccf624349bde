import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { WaitlistDay } from '@/components/admin/Waitlist';
import { requireAdminPage } from '@/lib/auth';
import { durationWords } from '@/lib/booking/availability';
import { loadBookableStudios } from '@/lib/booking/catalog';
import { PROVISIONAL_HOLD_MINUTES } from '@/lib/booking/rules';
import { getDb } from '@/lib/db';
import { singleSearchParams, type PageSearchParams } from '@/lib/http/search-params';
import { isLocalDate, londonDateOf } from '@/lib/time';
import { waitlistOfDay } from '@/lib/waitlist/store';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Waitlist', robots: { index: false } };

// A day the calendar does not hold falls back to today rather than failing the page.
const dayQuery = z.object({ date: z.string().refine(isLocalDate).optional().catch(undefined) });

/** Who waits for a full day, studio by studio, and what each was offered. */
export default async function AdminWaitlistPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  await requireAdminPage('/admin/bookings/waitlist');
  const today = londonDateOf(new Date());
  const date = dayQuery.parse(singleSearchParams(await searchParams)).date ?? today;
  const [entries, studios] = await Promise.all([
    waitlistOfDay(await getDb(), date),
    loadBookableStudios(),
  ]);
  return (
    <>
      <p>
        <Link href="/admin/bookings">All bookings</Link>
      </p>
      <h1>Waitlist</h1>
      <p>
        Customers who asked for a full day. When a booking or hold that day gives up its time, the
        first in line whose window it fits is e-mailed an offer, held for them for{' '}
        {durationWords(PROVISIONAL_HOLD_MINUTES)}; an offer that lapses goes to the next in line.
      </p>
      <WaitlistDay
        date={date}
        today={today}
        entries={entries}
        studios={studios.map(({ id, title }) => ({ id, title }))}
      />
    </>
  );
}
