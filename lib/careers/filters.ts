// The talent page's filters, from its query string or the API's: a value that does not fit is ignored,
// as on the other back-office pages, so a hand-edited link still shows the list.
import { z } from 'zod';
import { singleSearchParams, type PageSearchParams } from '../http/search-params';
import { APPLICATION_STATUSES } from './statuses';

export const applicationFiltersSchema = z.object({
  /** The job posting's document id. */
  job: z.string().trim().min(1).max(200).optional().catch(undefined),
  status: z.enum(APPLICATION_STATUSES).optional().catch(undefined),
});

export type ApplicationFilters = z.infer<typeof applicationFiltersSchema>;

export function parseApplicationFilters(params: PageSearchParams): ApplicationFilters {
  return applicationFiltersSchema.parse(singleSearchParams(params));
}

/** The query string of these filters ('' for none). */
export function applicationFiltersQuery(filters: ApplicationFilters): string {
  const entries = Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]);
  return new URLSearchParams(entries).toString();
}
