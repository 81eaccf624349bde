import type { z } from 'zod';

/** The JSON body every error answer has: one sentence for people, field errors for forms. */
export type ErrorBody = { error: string; fieldErrors?: Record<string, string[]> };

export function jsonError(
  status: number,
  error: string,
  init: ResponseInit & { fieldErrors?: Record<string, string[]> } = {},
) {
  const { fieldErrors, ...rest } = init;
  const body: ErrorBody = fieldErrors ? { error, fieldErrors } : { error };
  return Response.json(body, { ...rest, status });
}

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

export type ParsedBody<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON request body and validates it: 415 for another content type, 413 when too large,
 * 400 for unparseable JSON or a body the schema refuses (with each field's messages).
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
): Promise<ParsedBody<z.infer<S>>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('application/json')) {
    return { ok: false, response: jsonError(415, 'Send the request as application/json.') };
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return { ok: false, response: tooLarge(maxBytes) };

  const raw = await readLimited(request, maxBytes);
  if (raw === null) return { ok: false, response: tooLarge(maxBytes) };

  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return { ok: false, response: jsonError(400, 'The request body is not valid JSON.') };
  }
  const result = schema.safeParse(json);
  if (!result.success) return { ok: false, response: validationError(result.error) };
  return { ok: true, data: result.data };
}

/** 400 with the first message as the sentence and every field's messages for the form. */
export function validationError(error: z.ZodError): Response {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = error.issues[0]?.message ?? 'Invalid input';
  return jsonError(400, first, { fieldErrors });
}

export function tooLarge(maxBytes: number) {
  return jsonError(413, `The request body is larger than ${maxBytes} bytes.`);
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
