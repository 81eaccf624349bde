import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminBookings } from '@/components/admin/AdminBookings';
import { Timeline, timelineBusy, timelineEntries } from '@/components/admin/Timeline';
import { requireAdminPage } from '@/lib/auth';
import { z } from 'zod';
import { Pager } from '@/components/admin/Pager';
import {
  adminFiltersQueryString,
  BOOKINGS_PER_PAGE,
  countBookings,
  listBookings,
  parseAdminFilters,
} from '@/lib/booking';
import { loadBookableStudios, loadBookingSettings } from '@/lib/booking/catalog';
import { studioTimeline } from '@/lib/booking/timeline';
import { getDb } from '@/lib/db';
import { waitlistOfDay } from '@/lib/waitlist/store';
import { clockToMinutes, londonClockTime, londonDateOf, weekAround } from '@/lib/time';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Bookings', robots: { index: false } };

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The back office's bookings: it opens on today's studio timeline; a week's or a list on asking. */
export default async function AdminBookingsPage({ searchParams }: Props) {
  await requireAdminPage('/admin/bookings');
  const now = new Date();
  const params = await searchParams;
  const { filters, query } = parseAdminFilters({ view: 'day', ...params }, now);
  const db = await getDb();
  const [studios, settings] = await Promise.all([loadBookableStudios(), loadBookingSettings()]);
  const shown = studios
    .filter((studio) => !filters.studio || studio.id === filters.studio)
    .map(({ id, title }) => ({ id, title }));
  const common = {
    filters,
    studios: studios.map(({ id, title }) => ({ id, title })),
    exportHref: `/admin/bookings/export?${adminFiltersQueryString(filters)}`,
    now,
  };
  if (filters.view === 'list') {
    const total = await countBookings(db, query);
    const pageCount = Math.max(1, Math.ceil(total / BOOKINGS_PER_PAGE));
    const page = Math.min(pageQuery.parse(params).page, pageCount);
    const bookings = await listBookings(db, query, { offset: (page - 1) * BOOKINGS_PER_PAGE });
    const first = (page - 1) * BOOKINGS_PER_PAGE + 1;
    return (
      <>
        <h1>Bookings</h1>
        <p>
          {total} booking{total === 1 ? '' : 's'}
          {pageCount > 1 ? `, ${first}-${first + bookings.length - 1} shown` : ''}.
        </p>
        <AdminBookings {...common} bookings={bookings} />
        <Pager
          label="Pages of bookings"
          page={page}
          pageCount={pageCount}
          hrefFor={(n) => `?${adminFiltersQueryString(filters)}&page=${n}`}
          before="Earlier"
          after="Later"
        />
      </>
    );
  }
  const first = filters.view === 'day' ? filters.date : weekAround(filters.date)[0];
  const timeline = await studioTimeline(db, {
    first,
    dayCount: filters.view === 'day' ? 1 : 7,
    studios: shown,
    settings,
    studioId: filters.studio,
  });
  const waiting =
    filters.view === 'day'
      ? (await waitlistOfDay(db, filters.date)).filter((entry) => entry.state === 'waiting').length
      : null;
  return (
    <>
      <h1>Bookings</h1>
      <p>
        <Link href={`/admin/bookings/waitlist?date=${filters.date}`}>
          {waiting === null ? 'The waitlist' : `The day's waitlist: ${waiting} waiting`}
        </Link>
      </p>
      <AdminBookings
        {...common}
        bookings={[]}
        timeline={
          <Timeline
            days={timeline.days}
            studios={timeline.studios}
            entries={timelineEntries(timeline)}
            busy={timelineBusy(timeline)}
            today={londonDateOf(now)}
            nowMinute={clockToMinutes(londonClockTime(now))}
          />
        }
      />
    </>
  );
}
