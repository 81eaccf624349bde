// The admin audit log: every admin write, recorded by route() (lib/audit-trail, a layer below
// lib/http), append-only in the database (migration 0007), read by the back office at /admin/audit
// (query.ts, and the API in http.ts).
export {
  openAuditTrail,
  recordAuditEntry,
  type AuditNaming,
  type AuditNote,
  type AuditTarget,
  type NewAuditEntry,
} from '../audit-trail/record';
export {
  AUDIT_PAGE_SIZE,
  auditFilterChoices,
  listAuditEntries,
  type AuditEntry,
  type AuditFilterChoices,
  type AuditPage,
} from './query';
export {
  auditFiltersQuery,
  auditFiltersSchema,
  parseAuditFilters,
  type AuditFilters,
} from './filters';
export { loggable, REDACTED } from '../audit-trail/redact';
export type { AuditSummary } from '../db/schema/audit';
