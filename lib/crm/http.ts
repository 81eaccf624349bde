import type { Database } from '../db';
import { clientIp, parseJsonBody, rejectCrossSite } from '../http';
import { recordConfirmedEvent } from '../events';
import { requestAttribution } from '../experiments/visitor';
import { consumeRateLimit } from '../rate-limit';
import { queueCrmLead } from './queue';
import { crmSubmitSchema, GET_STARTED_FORM } from './submit-schema';

export type CrmSubmitAnswer = { success: boolean; message: string };

const CRM_SUBMIT_RATE_LIMIT = { limit: 20, windowMs: 15 * 60_000 } as const;

const answer = (status: number, body: CrmSubmitAnswer, headers?: HeadersInit) =>
  Response.json(body, { status, headers });

/** `POST /api/crm/submit`: stores the lead's forwarding job and answers `{ success, message }`. */
export async function handleCrmSubmit(db: Database, request: Request): Promise<Response> {
  const crossSite = rejectCrossSite(request);
  if (crossSite)
    return answer(403, { success: false, message: 'Cross-site requests are not allowed.' });
  const body = await parseJsonBody(request, crmSubmitSchema);
  if (!body.ok) {
    const { error } = (await body.response.json()) as { error?: string };
    return answer(body.response.status, {
      success: false,
      message: error || 'Unknown error occurred',
    });
  }
  try {
    const verdict = await consumeRateLimit(db, {
      key: `crm-submit:ip:${clientIp(request)}`,
      ...CRM_SUBMIT_RATE_LIMIT,
    });
    if (!verdict.allowed) {
      return answer(
        429,
        { success: false, message: 'Too many submissions. Please try again later.' },
        { 'Retry-After': String(verdict.retryAfterSeconds) },
      );
    }
    const { formName, fields, pageUri } = body.data;
    const email = fields.email?.trim();
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
    return answer(200, { success: true, message: 'Thank you! Your submission has been received.' });
  } catch (error) {
    console.error('CRM submission could not be stored', error);
    return answer(503, {
      success: false,
      message: (error instanceof Error && error.message) || 'Unknown error occurred',
    });
  }
}
