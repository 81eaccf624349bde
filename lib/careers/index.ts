export { inspectCv, safeFileName, type CvVerdict } from './cv';
export {
  findApplication,
  listApplications,
  submitApplication,
  type ApplicationOutcome,
  type ApplicationSummary,
  type OpenJob,
} from './applications';
export {
  APPLICATION_RATE_LIMIT,
  handleApplicationPost,
  type ApplicationRouteOptions,
} from './http';
export { isAcceptingApplications, stillOpenJobs } from './open';
