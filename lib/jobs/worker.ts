import { getDb } from '../db';
import { jobHandlers } from './handlers';
import { runDueJobs } from './queue';

const SWEEP_INTERVAL_MS = 15_000;

const globalForJobs = globalThis as typeof globalThis & {
  __studioJobWorker?: { timer: NodeJS.Timeout; running: boolean; again: boolean };
};

async function sweep() {
  const worker = globalForJobs.__studioJobWorker;
  if (!worker) return;
  // A job queued while a sweep runs may have been missed by it: sweep once more right after.
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = true;
  try {
    do {
      worker.again = false;
      await runDueJobs(await getDb(), jobHandlers);
    } while (worker.again);
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
    globalForJobs.__studioJobWorker = { timer, running: false, again: false };
  }
  setImmediate(() => void sweep());
}
