import { expect, test } from '@playwright/test';
import { malformedPosts } from '../fixtures/malformed-bodies';

// The same 1,000 malformed bodies as the unit fuzz test, this time through the running app over HTTP.
test('1,000 malformed posts to /api/contact and /api/crm/submit never get a 5xx', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const statuses = new Map<number, number>();
  for (const { path, contentType, body } of malformedPosts(1000)) {
    const response = await request.post(path, {
      headers: { 'content-type': contentType },
      data: body,
    });
    statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
    expect(response.status(), `${path} answered ${response.status()} to ${body}`).toBeLessThan(500);
  }
  // The bodies really were refused for what they are, not all stopped at one gate.
  expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([400, 415]));
});
