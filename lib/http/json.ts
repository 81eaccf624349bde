import type { z } from 'zod';
import { fail, type Failure, type Parsed } from './outcome';

/** The JSON body every error answer has: one sentence for people, field errors for forms. */
export type ErrorBody = { error: string; fieldErrors?: Record<string, string[]> };

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/**
 * Reads a JSON request body and validates it: 415 for another content type, 413 when too large,
 * 400 for unparseable JSON or a body the schema refuses (with each field's messages).
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
  contentTypes: readonly string[] = ['application/json'],
): Promise<Parsed<z.infer<S>>> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!contentTypes.some((type) => contentType.startsWith(type))) {
    return { ok: false, failure: fail(415, `Send the request as ${contentTypes.join(' or ')}.`) };
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return { ok: false, failure: tooLarge(maxBytes) };

  const raw = await readLimited(request, maxBytes);
  if (raw === null) return { ok: false, failure: tooLarge(maxBytes) };

  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return { ok: false, failure: fail(400, 'The request body is not valid JSON.') };
  }
  return parseWith(schema, json);
}

/** Validates an already-read value (query strings, form fields) with the same 400 answer. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): Parsed<z.infer<S>> {
  const result = schema.safeParse(value);
  if (!result.success) return { ok: false, failure: validationFailure(result.error) };
  return { ok: true, data: result.data };
}

/** 400 with the first message as the sentence and every field's messages for the form. */
export function validationFailure(error: z.ZodError): Failure {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fail(400, error.issues[0]?.message ?? 'Invalid input', { fieldErrors });
}

export function tooLarge(maxBytes: number): Failure {
  return fail(413, `The request body is larger than ${maxBytes} bytes.`);
}

// Reads at most maxBytes, so a lying or missing Content-Length cannot make the server buffer a huge body.
export async function readLimited(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
