export { inspectCv, safeFileName, type CvVerdict } from './cv';
export {
  findApplication,
  listApplications,
  submitApplication,
  type ApplicationOutcome,
  type ApplicationSummary,
  type OpenJob,
} from './applications';
export { isAcceptingApplications, stillOpenJobs } from './open';
