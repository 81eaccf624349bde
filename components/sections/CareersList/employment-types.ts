import type { JobPosting } from '@/lib/content/sanity.types';

/** How each schema.org employment type reads on the site. */
export const employmentTypeLabels: Record<JobPosting['employmentType'], string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
};
