// The job queue's mechanics: queueing, claiming, retrying and the process's worker. The handlers
// of each kind belong to their domains and are put together above them, in lib/worker.
export { enqueueJob, runDueJobs, retryJobNow, retryDelayMs, MAX_JOB_ATTEMPTS } from './queue';
export type { JobContext, JobHandler, JobHandlers, RunSummary } from './queue';
export { kickJobWorker, startJobWorker, stopJobWorker } from './worker';
