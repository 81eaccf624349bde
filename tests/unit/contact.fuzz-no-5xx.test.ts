import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendContactMessage } from '@/lib/contact/http';
import { submitToCrm } from '@/lib/crm/http';
import { openDatabase, type DatabaseHandle } from '@/lib/db';
import { malformedPosts } from '../fixtures/malformed-bodies';
import { callRoute } from '../fixtures/routes';

// The handlers in process; tests/e2e/api-fuzz.spec.ts sends the same bodies over HTTP to the running app.
describe('malformed bodies never cause a 5xx', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('posts 1,000 malformed bodies to /api/contact and /api/crm/submit', async () => {
    const statuses = new Map<number, number>();
    for (const [i, { path, contentType, body }] of malformedPosts(1000).entries()) {
      const request = new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-forwarded-for': `192.0.2.${i % 250}` },
        body,
      });
      const route = path === '/api/contact' ? sendContactMessage : submitToCrm;
      const response = await callRoute(route, handle.db, request);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) throw new Error(`${path} answered ${response.status} to ${body}`);
    }
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
  });
});
