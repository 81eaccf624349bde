import { getDb } from '../db';
import { jobHandlers } from './handlers';
import { runDueJobs } from './queue';

const SWEEP_INTERVAL_MS = 15_000;

const globalForJobs = globalThis as typeof globalThis & {
  __studioJobWorker?: { timer: NodeJS.Timeout; running: boolean };
};

async function sweep() {
  const worker = globalForJobs.__studioJobWorker;
  if (!worker || worker.running) return;
  worker.running = true;
  try {
    await runDueJobs(await getDb(), jobHandlers);
  } catch (error) {
    console.error('Background jobs could not run', error);
  } finally {
    worker.running = false;
  }
}

/**
 * Runs due jobs now and keeps sweeping in this process (retries of failed deliveries included).
 * Called after enqueueing; each app instance sweeps, and claiming with SKIP LOCKED keeps them apart.
 */
export function kickJobWorker(): void {
  if (!globalForJobs.__studioJobWorker) {
    const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
    globalForJobs.__studioJobWorker = { timer, running: false };
  }
  setImmediate(() => void sweep());
}
