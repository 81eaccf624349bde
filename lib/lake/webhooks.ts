// The lake plays a hosted project's GROQ-powered webhook: after each commit, every changed published
// document is posted to LAKE_WEBHOOK_URL, signed with LAKE_WEBHOOK_SECRET the way Sanity signs
// (`sanity-webhook-signature`), with Sanity's headers. Deliveries go through the job queue, so a
// failed one is retried. The hosted-mode tests use it to call the app's revalidation webhook.
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { z } from 'zod';
import type { Database } from '../db';
import { enqueueJob, type JobHandler } from '../jobs/queue';
import { LOCAL_DATASET, LOCAL_PROJECT_ID } from './identity';
import { isPublishedId, type CommittedTransaction } from './store';

export const LAKE_WEBHOOK_JOB = 'lake.webhook';

const deliverySchema = z.object({
  url: z.url(),
  operation: z.enum(['create', 'update', 'delete']),
  transactionId: z.string(),
  document: z.looseObject({ _id: z.string(), _type: z.string() }),
});
type Delivery = z.infer<typeof deliverySchema>;

/** The deliveries a commit calls for: one per published document it created, changed or deleted. */
export function webhookDeliveries(transaction: CommittedTransaction, url: string): Delivery[] {
  return transaction.changes.flatMap(({ id, before, after }) => {
    const document = after ?? before;
    if (!document || !isPublishedId(id)) return [];
    const operation = !before ? 'create' : !after ? 'delete' : 'update';
    return [{ url, operation, transactionId: transaction.transactionId, document }];
  });
}

/** Queues the commit's deliveries to the URL (signed when sent, so the secret is never stored). */
export async function queueWebhooks(
  db: Database,
  transaction: CommittedTransaction,
  url: string,
): Promise<number> {
  const deliveries = webhookDeliveries(transaction, url);
  for (const delivery of deliveries) await enqueueJob(db, LAKE_WEBHOOK_JOB, delivery);
  return deliveries.length;
}

/** Sends one delivery, signed at the time it is sent; any answer but 2xx is retried by lib/jobs. */
export function lakeWebhookHandler(secret: () => string | undefined): JobHandler {
  return async (payload, { jobId }) => {
    const delivery = deliverySchema.parse(payload);
    const key = secret();
    if (!key) throw new Error('LAKE_WEBHOOK_SECRET is not set');
    const body = JSON.stringify(delivery.document);
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), key),
        'sanity-project-id': LOCAL_PROJECT_ID,
        'sanity-dataset': LOCAL_DATASET,
        'sanity-document-id': delivery.document._id,
        'sanity-operation': delivery.operation,
        'sanity-transaction-id': delivery.transactionId,
        'idempotency-key': jobId,
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
  };
}
