import type { Metadata } from 'next';
import { StudioCalendars } from '@/components/admin/CalendarFeeds';
import { requireAdminPage } from '@/lib/auth';
import { loadBookableStudios } from '@/lib/booking/catalog';
import { calendarFeedsIssued } from '@/lib/calendar-http/feed';
import { listCalendarImports } from '@/lib/calendar/import';
import { CALENDAR_REFRESH_INTERVAL_MS } from '@/lib/calendar/schedule';
import { getDb } from '@/lib/db';

export const metadata: Metadata = { title: 'Calendars' };

const everyMinutes = CALENDAR_REFRESH_INTERVAL_MS / 60_000;

export default async function AdminCalendarsPage() {
  await requireAdminPage('/admin/calendars');
  const db = await getDb();
  const [studios, feeds, imports] = await Promise.all([
    loadBookableStudios(),
    calendarFeedsIssued(db),
    listCalendarImports(db),
  ]);
  return (
    <>
      <h1>Calendars</h1>
      <p>
        Each studio has a secret feed URL that staff add to their calendar app (&ldquo;add calendar
        from URL&rdquo;): it lists every confirmed booking and updates as bookings change. A studio
        can also import the busy times of another calendar, such as the owner&rsquo;s own; the
        booking page then treats them as taken. The import is fetched again every {everyMinutes}{' '}
        minutes; calendar apps are asked to fetch the feed as often, and each decides for itself.
      </p>
      {studios.length === 0 && <p>No studio is bookable yet.</p>}
      {studios.map((studio) => (
        <StudioCalendars
          key={studio.id}
          studio={studio}
          feedIssuedAt={feeds.get(studio.id) ?? null}
          imported={imports.find((entry) => entry.studioId === studio.id) ?? null}
        />
      ))}
    </>
  );
}
