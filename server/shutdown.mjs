// Graceful shutdown, on SIGTERM or SIGINT: the instance first reports draining (step `drain`: the
// readiness check answers 503) for SHUTDOWN_GRACE_MS, long enough for a load balancer's health
// checks to take it out; then it stops accepting connections, tells the app to drain (live
// streams end with a reconnect hint, the job worker finishes its job and hands back the ones it
// had claimed: server/contract.mjs), lets the requests in flight finish, and exits 0. Whatever is
// still open after SHUTDOWN_TIMEOUT_MS is cut.
import { setTimeout as delay } from 'node:timers/promises';
import { drainApp } from './contract.mjs';

/** The shutdown of `server`; `state.draining` is what the drain step reads. */
export function gracefulShutdown(
  server,
  { state, graceMs = 0, timeoutMs = 10_000, log = console.log },
) {
  let started = false;
  return async (signal) => {
    if (started) return;
    started = true;
    state.draining = true;
    log(`  ${signal}: draining (grace ${graceMs} ms, at most ${timeoutMs} ms more)`);
    if (graceMs > 0) await delay(graceMs);
    const closed = new Promise((resolve) => server.close(resolve));
    // A kept-alive connection turns idle once its last answer is sent (a live stream's, once the
    // drain has ended it): close each one as it does.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    const finished = Promise.all([closed, drainApp()]).then(() => true);
    const inTime = await Promise.race([finished, delay(timeoutMs, false, { ref: false })]);
    clearInterval(closeIdle);
    if (!inTime) {
      log('  Shutdown: requests still open after the timeout are cut');
      server.closeAllConnections();
    }
    process.exit(0);
  };
}
