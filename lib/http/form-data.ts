import { readLimited, tooLarge } from './json';
import { fail, type Parsed } from './outcome';

/**
 * Reads a multipart/form-data body (file uploads): 415 for another content type, 413 when larger
 * than maxBytes (whatever Content-Length claims), 400 when it is not valid multipart.
 */
export async function parseMultipartBody(
  request: Request,
  maxBytes: number,
): Promise<Parsed<FormData>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return { ok: false, failure: fail(415, 'Send the form as multipart/form-data.') };
  }
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) {
    return { ok: false, failure: tooLarge(maxBytes) };
  }
  const raw = await readLimited(request, maxBytes);
  if (raw === null) return { ok: false, failure: tooLarge(maxBytes) };
  try {
    const form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': contentType },
    }).formData();
    return { ok: true, data: form };
  } catch {
    return { ok: false, failure: fail(400, 'The form data could not be read.') };
  }
}
