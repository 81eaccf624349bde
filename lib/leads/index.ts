// The leads inbox of the back office (/admin/marketing): every contact message, get-started lead and
// newsletter subscriber with a status and notes, filtered, paged and exported as CSV.
export {
  LEAD_KINDS,
  leadFiltersQuery,
  parseLeadFilters,
  type LeadFilters,
  type LeadKind,
} from './filters';
export {
  countLeadsSince,
  LEADS_PAGE_SIZE,
  listLeads,
  setLeadStatus,
  type Lead,
  type LeadsPage,
  type Subscription,
} from './inbox';
export { leadsCsv } from './csv';
