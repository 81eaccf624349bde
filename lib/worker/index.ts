// The app's background work, above every domain: the job worker with each kind's handler, started
// when the server starts (instrumentation.ts) and again by the readiness check (./readiness.ts), and
// stopped when the instance shuts down (the production server's drain, server/contract.mjs).
import { onDrain } from '@/server/contract.mjs';
import { startJobWorker, stopJobWorker } from '../jobs';
import { jobHandlers } from './handlers';

export { jobHandlers };

let stopsOnDrain = false;

/** Starts this process's job worker with every kind's handler (a second call only sweeps now). */
export function startBackgroundJobs(): void {
  startJobWorker(jobHandlers);
  if (!stopsOnDrain) {
    stopsOnDrain = true;
    onDrain(stopJobWorker);
  }
}
