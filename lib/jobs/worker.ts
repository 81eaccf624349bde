import { getDb } from '../db';
import { runDueJobs, type JobHandlers } from './queue';

const SWEEP_INTERVAL_MS = 15_000;

// One worker per process, kept on globalThis like the database handle (lib/db/client.ts): Next.js
// loads each route bundle with its own copies of these modules, and they must all wake this one.
// It runs the handlers it was started with; lib/jobs never imports the domains that own them.
const globalForJobs = globalThis as typeof globalThis & {
  __studioJobWorker?: {
    timer: NodeJS.Timeout;
    handlers: JobHandlers;
    running: boolean;
    again: boolean;
    stopping: boolean;
    /** Settles when the sweep running now (if any) has finished. */
    idle: Promise<void>;
  };
};

async function sweep() {
  const worker = globalForJobs.__studioJobWorker;
  if (!worker) return;
  // A job queued while a sweep runs may have been missed by it: sweep once more right after.
  if (worker.running) {
    worker.again = true;
    return;
  }
  if (worker.stopping) return;
  worker.running = true;
  let finished = () => {};
  worker.idle = new Promise((resolve) => (finished = resolve));
  try {
    do {
      worker.again = false;
      await runDueJobs(await getDb(), worker.handlers, { shouldStop: () => worker.stopping });
    } while (worker.again && !worker.stopping);
  } catch (error) {
    console.error('Background jobs could not run', error);
  } finally {
    worker.running = false;
    finished();
  }
}

/**
 * Starts this process's worker with every kind's handler (lib/worker does, when the server starts
 * and on the readiness check): it runs the due jobs now and keeps sweeping, retries included. Each
 * app instance sweeps, and claiming with SKIP LOCKED keeps them apart. A second call only sweeps.
 */
export function startJobWorker(handlers: JobHandlers): void {
  if (!globalForJobs.__studioJobWorker) {
    const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
    globalForJobs.__studioJobWorker = {
      timer,
      handlers,
      running: false,
      again: false,
      stopping: false,
      idle: Promise.resolve(),
    };
  }
  setImmediate(() => void sweep());
}

/**
 * Runs the due jobs now, after something was queued. Before the process's worker has started (a
 * script, a unit test) it does nothing: the job waits in the queue for a worker.
 */
export function kickJobWorker(): void {
  if (globalForJobs.__studioJobWorker) setImmediate(() => void sweep());
}

/**
 * Stops this process's worker for good (the instance is shutting down): no new sweep starts, the
 * job running now finishes, and the jobs the sweep had claimed but not started are handed back.
 * Resolves once that is done.
 */
export async function stopJobWorker(): Promise<void> {
  const worker = globalForJobs.__studioJobWorker;
  if (!worker) return;
  worker.stopping = true;
  clearInterval(worker.timer);
  await worker.idle;
}
