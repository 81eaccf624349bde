import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseJsonBody, rejectCrossSite, toResponse } from '@/lib/http';
import { newsletterSubscriptionSchema } from '@/lib/validation';

function post(
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  return new Request('http://localhost:3000/api/x', { method: 'POST', body, headers });
}

describe('reading a JSON request body', () => {
  it('returns the validated data', async () => {
    const parsed = await parseJsonBody(
      post('{"email":" fan@example.com "}'),
      newsletterSubscriptionSchema,
    );
    expect(parsed).toEqual({ ok: true, data: { email: 'fan@example.com' } });
  });

  it('answers 400 with field messages for a body the schema refuses', async () => {
    const parsed = await parseJsonBody(
      post('{"email":"not-an-address"}'),
      newsletterSubscriptionSchema,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.failure.status).toBe(400);
    expect(await toResponse(parsed.failure).json()).toEqual({
      error: 'Please enter a valid email address',
      fieldErrors: { email: ['Please enter a valid email address'] },
    });
  });

  it('answers 400 for malformed JSON and 415 for another content type', async () => {
    const malformed = await parseJsonBody(post('{"email":'), newsletterSubscriptionSchema);
    const wrongType = await parseJsonBody(
      post('email=x', { 'content-type': 'text/plain' }),
      newsletterSubscriptionSchema,
    );
    expect(malformed.ok ? 200 : malformed.failure.status).toBe(400);
    expect(wrongType.ok ? 200 : wrongType.failure.status).toBe(415);
  });

  it('answers 413 for a body over the limit, even without a Content-Length', async () => {
    const big = JSON.stringify({ note: 'x'.repeat(5000) });
    const parsed = await parseJsonBody(post(big), z.object({ note: z.string() }), 1024);
    expect(parsed.ok ? 200 : parsed.failure.status).toBe(413);
  });
});

describe('refusing cross-site writes', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://localhost:3000/api/x', {
      method: 'POST',
      headers: { host: 'localhost:3000', ...headers },
    });

  it('allows same-origin browsers and clients that send no Origin', () => {
    expect(rejectCrossSite(request({ origin: 'http://localhost:3000' }))).toBeNull();
    expect(rejectCrossSite(request({}))).toBeNull();
  });

  it('refuses another origin with 403', () => {
    expect(rejectCrossSite(request({ origin: 'https://evil.example' }))?.status).toBe(403);
    expect(rejectCrossSite(request({ 'sec-fetch-site': 'cross-site' }))?.status).toBe(403);
  });
});
