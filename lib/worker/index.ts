// The app's background work, above every domain: the job worker with each kind's handler, started
// when the server starts (instrumentation.ts) and again by the readiness check (./readiness.ts).
import { startJobWorker } from '../jobs';
import { jobHandlers } from './handlers';

export { jobHandlers };

/** Starts this process's job worker with every kind's handler (a second call only sweeps now). */
export function startBackgroundJobs(): void {
  startJobWorker(jobHandlers);
}
