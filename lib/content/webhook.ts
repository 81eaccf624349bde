// `POST /api/content/webhook`: the publish webhook of a hosted Sanity project (a GROQ-powered webhook
// whose projection is the whole document, signed with SANITY_REVALIDATE_SECRET). It revalidates the
// cached content reads, then tells this instance's open pages, as a local commit would.
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { z } from 'zod';
import { fail, ok } from '../http';
import { parseWith, readLimited, tooLarge } from '../http/json';
import { route } from '../http/route';
import { getContentDb, notifyCommit, reportedTransaction } from '../lake';
import { contentConfig } from './config';
import { revalidateHostedContent } from './fetch';

const MAX_BODY_BYTES = 1024 * 1024;
// A signature older than this is refused, so a captured delivery cannot be replayed later.
const MAX_SIGNATURE_AGE_MS = 5 * 60_000;

const publishedDocument = z.looseObject({
  _id: z.string().min(1).max(200),
  _type: z.string().min(1).max(200),
  _rev: z.string().max(200).optional(),
});
const operation = z.enum(['create', 'update', 'delete']).catch('update');

async function signedBody(request: Request, secret: string) {
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) return fail(401, `The ${SIGNATURE_HEADER_NAME} header is missing.`);
  const raw = await readLimited(request, MAX_BODY_BYTES);
  if (raw === null) return tooLarge(MAX_BODY_BYTES);
  const text = raw.toString('utf8');
  let signedAt: number;
  try {
    signedAt = decodeSignatureHeader(signature).timestamp;
  } catch {
    return fail(401, 'The webhook signature is malformed.');
  }
  if (!(await isValidSignature(text, signature, secret))) {
    return fail(401, 'The webhook signature is invalid.');
  }
  if (Math.abs(Date.now() - signedAt) > MAX_SIGNATURE_AGE_MS) {
    return fail(401, 'The webhook signature has expired.');
  }
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch {
    return fail(400, 'The request body is not valid JSON.');
  }
}

export const revalidateFromWebhook = route({
  rateLimit: { bucket: 'content-webhook', limit: 600, windowMs: 60_000 },
  async handle({ request }) {
    const secret = contentConfig().hosted?.revalidateSecret;
    if (!secret) return fail(404, 'No content webhook is configured.');
    const body = await signedBody(request, secret);
    if ('ok' in body) return body;
    const document = parseWith(publishedDocument, body.json);
    if (!document.ok) return document.failure;

    const revalidated = revalidateHostedContent();
    const transaction = reportedTransaction(document.data, {
      operation: operation.parse(request.headers.get('sanity-operation')),
      transactionId: (
        request.headers.get('sanity-transaction-id') ?? `webhook-${Date.now()}`
      ).slice(0, 200),
    });
    notifyCommit(await getContentDb(), transaction);
    return ok({ revalidated });
  },
});
