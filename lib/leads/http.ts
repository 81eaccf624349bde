import { z } from 'zod';
import { LEAD_STATUSES } from '../db/schema';
import { fail, ok, raw } from '../http';
import { route } from '../http/route';
import { leadsCsv } from './csv';
import { LEAD_KINDS, leadFiltersSchema } from './filters';
import { listLeads, setLeadStatus } from './inbox';

const leadParams = z.object({ kind: z.enum(LEAD_KINDS), id: z.uuid() });

/** `PATCH /api/admin/leads/{kind}/{id}` `{ status }`: 200 with the new status, 404 no such lead. */
export const updateLeadStatus = route({
  access: 'admin',
  params: leadParams,
  notFound: 'No such lead.',
  body: z.object({
    status: z.enum(LEAD_STATUSES, { error: 'Choose new, replied, won or lost.' }),
  }),
  async handle({ db, params, body, audit }) {
    const changed = await setLeadStatus(db, params.kind, params.id, body.status);
    if (!changed) return fail(404, 'No such lead.');
    audit({
      action: 'leads.status',
      target: { type: params.kind, id: params.id, label: changed.email ?? undefined },
      before: { status: changed.before },
      after: { status: body.status },
    });
    return ok({ status: body.status });
  },
});

/** `GET /admin/marketing/leads.csv?kind&status&q`: every lead the filters match, as CSV. */
export const exportLeadsCsv = route({
  access: 'admin',
  query: leadFiltersSchema,
  async handle({ db, query, now }) {
    const { leads } = await listLeads(db, { ...query, page: 1 }, 'all');
    const day = now.toISOString().slice(0, 10);
    return raw(leadsCsv(leads), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'no-store',
    });
  },
});
