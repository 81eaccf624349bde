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
export {
  changeApplicationStatus,
  postingCounts,
  type PostingCounts,
  type StatusChangeOutcome,
} from './pipeline';
export { applicantMail } from './applicant-mail';
export {
  applicationFiltersQuery,
  applicationFiltersSchema,
  parseApplicationFilters,
  type ApplicationFilters,
} from './filters';
export { pruneOldApplications } from './retention';
export {
  APPLICANT_MAIL_NAMES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  applicationChangeSchema,
  type ApplicationChange,
  type ApplicationChangeInput,
  type ApplicationStatus,
} from './statuses';
