// The leads inbox's filters, from the page's query string or the export link's: a value that does not
// fit is ignored, as on the other back-office pages, so a hand-edited link still shows the inbox.
import { z } from 'zod';
import { LEAD_STATUSES } from '../db/schema';
import {
  pagedFiltersQuery,
  singleSearchParams,
  type PageSearchParams,
} from '../http/search-params';

export const LEAD_KINDS = ['contact', 'get-started', 'newsletter'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const leadFiltersSchema = z.object({
  kind: z.enum(LEAD_KINDS).optional().catch(undefined),
  status: z.enum(LEAD_STATUSES).optional().catch(undefined),
  /** Words in the name, e-mail or message (any letter case). */
  q: z.string().trim().min(1).max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type LeadFilters = z.infer<typeof leadFiltersSchema>;

export function parseLeadFilters(params: PageSearchParams): LeadFilters {
  return leadFiltersSchema.parse(singleSearchParams(params));
}

/** The query string of these filters on another page of results (the first when not given). */
export function leadFiltersQuery(filters: LeadFilters, page = 1): string {
  return pagedFiltersQuery(filters, page);
}
