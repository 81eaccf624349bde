import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import { crmConfig, type CrmConfig } from './config';

export const crmLeadSchema = z.object({
  formName: z.string().trim().min(1).max(80),
  fields: z.record(z.string().max(60), z.string().max(5000)),
  email: z.string().max(254).optional(),
  pageUri: z.string().max(2000).optional(),
  contactMessageId: z.string().uuid().optional(),
});

export type CrmLead = z.infer<typeof crmLeadSchema>;

export interface CrmAdapter {
  readonly provider: CrmConfig['provider'];
  /** Delivers one lead; throws when the CRM refuses it, so the outbox job retries. */
  submit(db: Database, lead: CrmLead): Promise<void>;
}

async function recordSubmission(db: Database, provider: CrmConfig['provider'], lead: CrmLead) {
  await db.insert(tables.crmSubmissions).values({
    provider,
    formName: lead.formName,
    email: lead.email ?? null,
    fields: lead.fields,
    contactMessageId: lead.contactMessageId ?? null,
  });
}

// Embedded default: the database is the CRM; the admin area lists these rows.
export const localCrmAdapter: CrmAdapter = {
  provider: 'local',
  submit: (db, lead) => recordSubmission(db, 'local', lead),
};

/** HubSpot Forms API v3 (unauthenticated form submission endpoint). */
export function hubspotCrmAdapter(config: Extract<CrmConfig, { provider: 'hubspot' }>): CrmAdapter {
  return {
    provider: 'hubspot',
    async submit(db, lead) {
      const url = `${config.formsApi}/submissions/v3/integration/submit/${config.portalId}/${config.formId}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          fields: Object.entries(lead.fields).map(([name, value]) => ({ name, value })),
          context: { pageUri: lead.pageUri, pageName: lead.formName },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new Error(`HubSpot answered ${response.status}: ${text.slice(0, 300)}`);
      }
      await recordSubmission(db, 'hubspot', lead);
    },
  };
}

export function crmAdapter(config: CrmConfig = crmConfig()): CrmAdapter {
  return config.provider === 'hubspot' ? hubspotCrmAdapter(config) : localCrmAdapter;
}
