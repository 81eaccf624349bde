// The audit log's API (see lib/http/route.ts); the page at /admin/audit reads the same functions.
import { ok } from '../http';
import { route } from '../http/route';
import { auditFiltersQuerySchema } from './filters';
import { listAuditEntries } from './query';

/**
 * `GET /api/admin/audit?actor=&action=&target=&targetId=&from=&to=&page=`: one page of the audit log,
 * newest first (admins). Values that do not fit a filter are ignored; a date the calendar does not
 * hold answers 400.
 */
export const readAuditLog = route({
  access: 'admin',
  query: auditFiltersQuerySchema,
  async handle({ db, query }) {
    return ok(await listAuditEntries(db, query), 200, { 'Cache-Control': 'no-store' });
  },
});
