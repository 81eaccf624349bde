// Next.js calls register() once as a server starts (next dev, next start, server/main.mjs), before
// it handles a request, and never while building. Each app instance runs its background job worker
// from then on, so a job a request queues is run at once (lib/worker; the readiness check starts
// it too).
export async function register() {
  // The worker needs Node and the database; imported here so that no other runtime bundles it.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startBackgroundJobs } = await import('./lib/worker');
  startBackgroundJobs();
  const { drainOnShutdownSignals } = await import('./server/contract.mjs');
  drainOnShutdownSignals();
}
