import { z } from 'zod';
import { recordConfirmedEvent } from '../events';
import { requestAttribution } from '../experiments/visitor';
import { fail, ok, raw } from '../http';
import { route } from '../http/route';
import { retryJobNow } from '../jobs';
import { CRM_FORWARD_JOB, crmForwardHandler, queueCrmLead } from './queue';
import { crmStatus } from './status';
import { crmSubmitSchema, GET_STARTED_FORM } from './submit-schema';

export type CrmSubmitAnswer = { success: boolean; message: string };

/**
 * `POST /api/crm/submit`: stores the lead's forwarding job and answers `{ success, message }` (spec §7),
 * errors included.
 */
export const submitToCrm = route({
  body: crmSubmitSchema,
  rateLimit: {
    bucket: 'crm-submit',
    limit: 20,
    windowMs: 15 * 60_000,
    message: 'Too many submissions. Please try again later.',
  },
  errorBody: (failure): CrmSubmitAnswer => ({
    success: false,
    message: failure.message || 'Unknown error occurred',
  }),
  async handle({ db, body, request, kickJobs }) {
    const { formName, fields, pageUri } = body;
    const email = fields.email?.trim();
    try {
      const attribution = await requestAttribution(db, request);
      await db.transaction(async (tx) => {
        const jobId = await queueCrmLead(tx, {
          formName,
          fields,
          pageUri,
          email: email && email.length <= 254 ? email : undefined,
        });
        if (formName === GET_STARTED_FORM) {
          await recordConfirmedEvent(tx, {
            type: 'get_started_submitted',
            sourceId: jobId,
            attribution,
          });
        }
      });
    } catch (error) {
      console.error('CRM submission could not be stored', error);
      return fail(503, (error instanceof Error && error.message) || 'Unknown error occurred');
    }
    kickJobs();
    return ok<CrmSubmitAnswer>({
      success: true,
      message: 'Thank you! Your submission has been received.',
    });
  },
});

const noStore = { 'Cache-Control': 'no-store' };

/** `GET /api/crm/status`: whether leads reach the CRM (503 when not configured). */
export const readCrmStatus = route({
  async handle() {
    const status = crmStatus();
    return ok(status, status.success ? 200 : 503, noStore);
  },
});

/** `HEAD /api/crm/status`: the warm-up request at page load (spec §7): same status, no body. */
export const warmUpCrm = route({
  async handle() {
    return raw(null, crmStatus().success ? 200 : 503, noStore);
  },
});

/** An admin's "Retry now" for a contact message's CRM delivery: tries it at once and says how it went. */
export const retryCrmDelivery = route({
  access: 'admin',
  params: z.object({ id: z.uuid() }),
  notFound: 'Delivery not found.',
  audit: { action: 'crm.retry-delivery' },
  async handle({ db, params }) {
    const handlers = { [CRM_FORWARD_JOB]: crmForwardHandler() };
    const outcome = await retryJobNow(db, handlers, params.id, CRM_FORWARD_JOB);
    if (!outcome) return fail(404, 'Delivery not found, or already delivered.');
    return ok({ delivered: outcome.done === 1 });
  },
});
