// A studio's imported calendar: the external ICS (the owner's own calendar, say) whose busy times
// availability and booking treat as taken. It is fetched when set and every 15 minutes after; a fetch
// that fails keeps the last good copy and records why, for the back office to show.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import type { JobHandler } from '../jobs/queue';
import { busyRangesOf, IcsUnreadable } from './busy-ranges';
import { fetchIcs, icsFetchLimits, IcsFetchFailed, type IcsFetchLimits } from './fetch-ics';
import { PrivateAddressRefused } from './public-address';
import {
  CALENDAR_REFRESH_INTERVAL_MS,
  scheduleCalendarRefresh,
  type CalendarRefreshPayload,
} from './schedule';

type ImportRow = typeof tables.studioCalendarImports.$inferSelect;

/** What the back office shows of an import: never the URL itself, which is usually a secret. */
export type CalendarImportState = {
  studioId: string;
  /** The calendar's host, to tell which calendar it is. */
  host: string;
  /** When the busy times were last fetched successfully (null: never). */
  fetchedAt: Date | null;
  busyCount: number;
  /** Why the latest fetch failed; null once one succeeds. The last good copy stays in use meanwhile. */
  lastError: string | null;
  lastErrorAt: Date | null;
};

const stateOf = (row: ImportRow): CalendarImportState => ({
  studioId: row.studioId,
  host: new URL(row.url).host,
  fetchedAt: row.fetchedAt,
  busyCount: row.busy.length,
  lastError: row.lastError,
  lastErrorAt: row.lastErrorAt,
});

const imports = tables.studioCalendarImports;

/**
 * Imports busy times from `url` (checked by lib/validation/calendar.ts), fetches it now and books the
 * refreshes. A new URL starts afresh: the busy times of the calendar it replaces no longer count.
 * Null only when the import was stopped meanwhile.
 */
export async function setCalendarImport(
  db: Database,
  studioId: string,
  url: string,
  options: { now: Date; limits?: IcsFetchLimits },
): Promise<CalendarImportState | null> {
  const { now } = options;
  const replaced = sql`${imports.url} is distinct from excluded.url`;
  await db
    .insert(imports)
    .values({ studioId, url, busy: [], updatedAt: now })
    .onConflictDoUpdate({
      target: imports.studioId,
      set: {
        url: sql`excluded.url`,
        busy: sql`case when ${replaced} then '[]'::jsonb else ${imports.busy} end`,
        fetchedAt: sql`case when ${replaced} then null else ${imports.fetchedAt} end`,
        updatedAt: now,
      },
    });
  await scheduleCalendarRefresh(db, studioId, nextRefresh(now));
  return refreshCalendarImport(db, studioId, options);
}

/** Stops importing: the busy times no longer count, and the pending refresh finds nothing to do. */
export async function stopCalendarImport(db: Database, studioId: string): Promise<boolean> {
  const removed = await db
    .delete(imports)
    .where(eq(imports.studioId, studioId))
    .returning({ studioId: imports.studioId });
  return removed.length > 0;
}

/**
 * Fetches the studio's calendar again. On success its busy times replace the stored ones; on any
 * failure they stay, and the error is recorded. Null when the studio imports nothing.
 */
export async function refreshCalendarImport(
  db: Database,
  studioId: string,
  options: { now: Date; limits?: IcsFetchLimits },
): Promise<CalendarImportState | null> {
  const { now, limits = icsFetchLimits() } = options;
  const [row] = await db.select().from(imports).where(eq(imports.studioId, studioId));
  if (!row) return null;
  let change: Partial<ImportRow>;
  try {
    const busy = busyRangesOf(await fetchIcs(row.url, limits), now);
    change = { busy, fetchedAt: now, lastError: null, lastErrorAt: null };
  } catch (error) {
    change = { lastError: failureMessage(error), lastErrorAt: now };
  }
  // Only if the URL is still the one fetched: an admin may have changed it meanwhile.
  const [stored] = await db
    .update(imports)
    .set({ ...change, updatedAt: now })
    .where(and(eq(imports.studioId, studioId), eq(imports.url, row.url)))
    .returning();
  if (stored) return stateOf(stored);
  const [current] = await db.select().from(imports).where(eq(imports.studioId, studioId));
  return current ? stateOf(current) : null;
}

function failureMessage(error: unknown): string {
  const known =
    error instanceof IcsFetchFailed ||
    error instanceof IcsUnreadable ||
    error instanceof PrivateAddressRefused;
  if (known) return error.message;
  console.error('A calendar import failed unexpectedly', error);
  return 'The calendar could not be imported.';
}

/** The imports of every studio that has one. */
export async function listCalendarImports(db: Database): Promise<CalendarImportState[]> {
  return (await db.select().from(imports)).map(stateOf);
}

/**
 * The studio's imported busy times that overlap [from, to), earliest first. Availability and booking
 * treat them as taken. Only the next 180 days are imported (busy-ranges.ts, BUSY_HORIZON_DAYS).
 */
export async function importedBusyRanges(
  db: Database,
  studioId: string,
  from: Date,
  to: Date,
): Promise<{ start: Date; end: Date }[]> {
  const [row] = await db
    .select({ busy: imports.busy })
    .from(imports)
    .where(eq(imports.studioId, studioId));
  return (row?.busy ?? [])
    .map((range) => ({ start: new Date(range.start), end: new Date(range.end) }))
    .filter(({ start, end }) => start < to && end > from)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

export { CALENDAR_REFRESH_JOB } from './schedule';

const nextRefresh = (now: Date) => new Date(now.getTime() + CALENDAR_REFRESH_INTERVAL_MS);

const refreshPayload: z.ZodType<CalendarRefreshPayload> = z.object({ studioId: z.string().min(1) });

/** Refreshes one studio's import, then books the next run while the import exists. */
export function calendarRefreshHandler(): JobHandler {
  return async (payload, { db, now, jobId }) => {
    const { studioId } = refreshPayload.parse(payload);
    const state = await refreshCalendarImport(db, studioId, { now });
    if (state) await scheduleCalendarRefresh(db, studioId, nextRefresh(now), jobId);
  };
}
