// An instance told to stop (SIGTERM) drains before it goes: its readiness check answers 503 while
// it still serves pages (so a load balancer takes it out first), an open live stream ends with a
// reconnect hint instead of being cut, and the process exits 0 well before its timeout
// (server/shutdown.mjs). The job worker's part, handing back claimed jobs, is
// tests/unit/jobs.drain-hands-back.test.ts.
import { expect, test } from '../fixtures/test';
import { SANITY_API_VERSION } from '@/lib/lake/identity';
import { startServer } from '../../.scripts/start-server.mjs';

const PORT = 3125;
const origin = `http://127.0.0.1:${PORT}`;
const GRACE_MS = 1500;

test('SIGTERM drains the instance: health 503, pages served, streams told to reconnect, exit 0', async () => {
  test.setTimeout(120_000);
  const server = await startServer(PORT, { SHUTDOWN_GRACE_MS: String(GRACE_MS) });
  try {
    const listen = await fetch(
      `${origin}/api/lake/v${SANITY_API_VERSION}/data/listen/production?query=${encodeURIComponent('*[_type == "page"]')}`,
      { headers: { accept: 'text/event-stream' } },
    );
    expect(listen.status).toBe(200);
    const reader = listen.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const streamEnded = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return received;
        received += decoder.decode(value, { stream: true });
      }
    })();
    await expect.poll(() => received).toContain('event: welcome');

    const started = Date.now();
    const exitCode = server.signal('SIGTERM');
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`)).status, { timeout: 1000 })
      .toBe(503);
    const health = await fetch(`${origin}/api/health`);
    expect(await health.json()).toEqual({ ok: false, draining: true });
    // Still serving while the balancer notices, and asking each client to go elsewhere next time.
    const page = await fetch(`${origin}/about`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('connection')).toBe('close');

    expect(await streamEnded).toMatch(/retry: \d+\n\n$/);
    expect(await exitCode).toBe(0);
    // Nothing waited for the 10 s timeout: the stream ended and the requests finished.
    expect(Date.now() - started).toBeLessThan(GRACE_MS + 5000);
  } finally {
    await server.stop();
  }
});
