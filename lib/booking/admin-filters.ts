import { z } from 'zod';
import { singleSearchParams, type PageSearchParams } from '../http/search-params';
import { calendarDate } from '../validation/dates';
import type { BookingStatus } from '../db/schema/bookings';
import type { BookingFilters } from './store';
import { addDays, isLocalDate, londonDateOf, londonWallTimeToInstant, weekAround } from '../time';

const localDate = z.string().refine(isLocalDate).optional().catch(undefined);

/** The export's dates: one the calendar does not hold is refused (400), not read as another day. */
export const adminFilterDatesSchema = z.object({
  date: calendarDate('date').optional(),
  from: calendarDate('from').optional(),
  to: calendarDate('to').optional(),
});

const filtersSchema = z.object({
  view: z.enum(['list', 'day', 'week']).catch('list'),
  date: localDate,
  from: localDate,
  to: localDate,
  status: z
    .enum(['pending', 'active', 'cancelled', 'no_show', 'expired'])
    .optional()
    .catch(undefined),
  studio: z.string().trim().min(1).max(128).optional().catch(undefined),
  email: z.string().trim().min(3).max(254).optional().catch(undefined),
});

export type AdminFilters = {
  view: 'list' | 'day' | 'week';
  date: string;
  from: string;
  to: string;
  status?: BookingStatus;
  studio?: string;
  email?: string;
};

/**
 * Reads the back office's filters from the query string (bad values fall back to defaults) and turns
 * them into a store query: one London day in the day view, Monday to Sunday around `date` in the
 * week view, else from..to inclusive (default 30 days).
 */
export function parseAdminFilters(
  params: PageSearchParams,
  now: Date = new Date(),
): { filters: AdminFilters; query: BookingFilters } {
  const parsed = filtersSchema.parse(singleSearchParams(params));
  const today = londonDateOf(now);
  const filters: AdminFilters = {
    view: parsed.view,
    date: parsed.date ?? today,
    from: parsed.from ?? today,
    to: parsed.to ?? addDays(parsed.from ?? today, 30),
    status: parsed.status,
    studio: parsed.studio,
    email: parsed.email,
  };
  const [first, last] =
    filters.view === 'day'
      ? [filters.date, filters.date]
      : filters.view === 'week'
        ? weekAround(filters.date)
        : [filters.from, filters.to];
  return {
    filters,
    query: {
      status: filters.status,
      studioId: filters.studio,
      email: filters.email,
      from: londonWallTimeToInstant(first, 0),
      to: londonWallTimeToInstant(addDays(last, 1), 0),
    },
  };
}

export function adminFiltersQueryString(filters: AdminFilters): string {
  const entries = Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]);
  return new URLSearchParams(entries).toString();
}
