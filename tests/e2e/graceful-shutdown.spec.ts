// An instance told to stop (SIGTERM) drains before it goes: its readiness check answers 503 while
// it still serves pages (so a load balancer takes it out first), an open live stream ends with a
// reconnect hint instead of being cut, and the process exits 0 well before its timeout
// (server/shutdown.mjs). Under `next start` Next's own shutdown waits for the requests in flight,
// and the app drains beside it (instrumentation.ts), so an open stream ends there too and the
// process goes. The job worker's part, handing back claimed jobs, is
// tests/unit/jobs.drain-hands-back.test.ts.
import { expect, test } from '../fixtures/test';
import { SANITY_API_VERSION } from '@/lib/lake/identity';
import { startServer } from '../../.scripts/start-server.mjs';

const PORT = 3125;
const NEXT_START_PORT = 3128;
const origin = `http://127.0.0.1:${PORT}`;
const GRACE_MS = 1500;
const LISTEN_PATH = `/api/lake/v${SANITY_API_VERSION}/data/listen/production?query=${encodeURIComponent('*[_type == "page"]')}`;

/** Opens a live stream; resolves once it has said welcome, with what it says until it ends. */
async function openStream(base: string) {
  const listen = await fetch(`${base}${LISTEN_PATH}`, { headers: { accept: 'text/event-stream' } });
  expect(listen.status).toBe(200);
  const reader = listen.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return received;
      received += decoder.decode(value, { stream: true });
    }
  })();
  await expect.poll(() => received).toContain('event: welcome');
  // In an object: an async function's returned promise would be awaited with it.
  return { ended };
}

test('SIGTERM drains the instance: health 503, pages served, streams told to reconnect, exit 0', async () => {
  test.setTimeout(120_000);
  const server = await startServer(PORT, { SHUTDOWN_GRACE_MS: String(GRACE_MS) });
  try {
    const { ended: streamEnded } = await openStream(origin);

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

test('under next start, SIGTERM ends the live streams, so Next can finish its shutdown', async () => {
  test.setTimeout(120_000);
  const server = await startServer(NEXT_START_PORT, {}, { runtime: 'next-start' });
  try {
    const { ended: streamEnded } = await openStream(`http://127.0.0.1:${NEXT_START_PORT}`);
    const started = Date.now();
    const exitCode = server.signal('SIGTERM');
    expect(await streamEnded).toMatch(/retry: \d+\n\n$/);
    // Next exits with 128 + the signal's number once nothing is in flight.
    expect(await exitCode).toBe(143);
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    await server.stop();
  }
});
