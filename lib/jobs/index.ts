export { enqueueJob, runDueJobs, retryJobNow, retryDelayMs, MAX_JOB_ATTEMPTS } from './queue';
export type { JobContext, JobHandler, JobHandlers, RunSummary } from './queue';
export { kickJobWorker } from './worker';
export { jobHandlers } from './handlers';
