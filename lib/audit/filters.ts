// The audit log's filters, from the page's query string or the API's: a value that does not fit is
// ignored, as on the other back-office pages, so a hand-edited link still shows the log; only the
// API refuses a date the calendar does not hold (400), so a script learns its range is wrong.
import { z } from 'zod';
import { isLocalDate } from '../time';
import {
  pagedFiltersQuery,
  singleSearchParams,
  type PageSearchParams,
} from '../http/search-params';
import { calendarDate } from '../validation/dates';

const text = (max: number) => z.string().trim().min(1).max(max).optional().catch(undefined);
const localDate = z.string().refine(isLocalDate).optional().catch(undefined);

export const auditFiltersSchema = z.object({
  /** The admin's e-mail at the time (any letter case). */
  actor: text(254),
  action: text(200),
  /** The kind of target, e.g. `users`, `bookings`. */
  target: text(100),
  targetId: text(200),
  /** London dates, both inclusive. */
  from: localDate,
  to: localDate,
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** The API's query: as the page's, but a date given must be one the calendar holds. */
export const auditFiltersQuerySchema = auditFiltersSchema.extend({
  from: calendarDate('from').optional(),
  to: calendarDate('to').optional(),
});

export function parseAuditFilters(params: PageSearchParams): AuditFilters {
  return auditFiltersSchema.parse(singleSearchParams(params));
}

/** The query string of these filters on another page of results (the first when not given). */
export function auditFiltersQuery(filters: AuditFilters, page = 1): string {
  return pagedFiltersQuery(filters, page);
}
