import { z } from 'zod';
import { fail, type Parsed } from './outcome';

export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{8,200}$/, 'Idempotency-Key must be 8-200 printable characters');

/** The request's optional Idempotency-Key header: null when absent, 400 when malformed. */
export function readIdempotencyKey(request: Request): Parsed<string | null> {
  const raw = request.headers.get('idempotency-key');
  if (raw === null) return { ok: true, data: null };
  const key = idempotencyKeySchema.safeParse(raw);
  if (key.success) return { ok: true, data: key.data };
  return { ok: false, failure: fail(400, key.error.issues[0]?.message ?? 'Bad Idempotency-Key') };
}
