import type { Database } from '../db';
import { enqueueJob, type JobHandler } from '../jobs/queue';
import { crmAdapter, crmLeadSchema, type CrmAdapter, type CrmLead } from './adapters';

export const CRM_FORWARD_JOB = 'crm.forward';

/** The outbox job that forwards one lead to the configured CRM; failures are retried by lib/jobs. */
export function crmForwardHandler(adapter: () => CrmAdapter = () => crmAdapter()): JobHandler {
  return async (payload, { db }) => {
    await adapter().submit(db, crmLeadSchema.parse(payload));
  };
}

/** Stores the lead's forwarding job; pass a transaction to store it with the change that caused it. */
export function queueCrmLead(db: Database, lead: CrmLead): Promise<string> {
  return enqueueJob(db, CRM_FORWARD_JOB, lead);
}
