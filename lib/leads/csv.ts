import { csvDocument } from '../http/csv';
import type { Lead } from './inbox';

const COLUMNS = [
  'kind',
  'received_at',
  'status',
  'name',
  'email',
  'phone',
  'details',
  'state',
  'notes',
] as const;

/** Where a lead stands apart from its status: CRM delivery, form name or newsletter opt-in. */
function stateOf(lead: Lead): string {
  switch (lead.kind) {
    case 'contact':
      return `crm ${lead.delivery.state}`;
    case 'get-started':
      return `form ${lead.formName}`;
    case 'newsletter':
      return lead.subscription;
  }
}

/** The leads as CSV, one row each, notes joined as `author: text` lines. */
export function leadsCsv(leads: Lead[]): string {
  return csvDocument(
    COLUMNS,
    leads.map((lead) => [
      lead.kind,
      lead.receivedAt.toISOString(),
      lead.status,
      lead.name ?? '',
      lead.email ?? '',
      lead.phone ?? '',
      lead.details,
      stateOf(lead),
      lead.notes.map((note) => `${note.authorEmail}: ${note.body}`).join('\n'),
    ]),
  );
}
