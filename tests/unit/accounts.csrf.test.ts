import { describe, expect, it } from 'vitest';
import { verifyCsrf } from '@/lib/http/csrf-token';

const post = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/auth/logout', {
    method: 'POST',
    headers: { host: 'localhost:3000', ...headers },
  });

describe('CSRF protection of state-changing auth calls', () => {
  it('lets a same-site browser request through on its Origin', () => {
    expect(verifyCsrf(post({ origin: 'http://localhost:3000' }))).toBeNull();
  });

  it('refuses another site', () => {
    expect(verifyCsrf(post({ origin: 'https://evil.example' }))?.status).toBe(403);
    expect(verifyCsrf(post({ 'sec-fetch-site': 'cross-site' }))?.status).toBe(403);
  });

  it('without an Origin, needs the double-submit token', () => {
    expect(verifyCsrf(post({}))?.status).toBe(403);
    expect(
      verifyCsrf(post({ cookie: 'csrf_token=abc123', 'x-csrf-token': 'abc124' }))?.status,
    ).toBe(403);
    expect(
      verifyCsrf(post({ cookie: 'theme=dark; csrf_token=abc123', 'x-csrf-token': 'abc123' })),
    ).toBeNull();
  });
});
