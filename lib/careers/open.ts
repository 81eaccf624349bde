import { londonDateOf } from '../time';

type JobWindow = { isOpen: boolean | null; closingDate: string | null };

/** Whether a job still takes applications: marked open, and its closing date (London) not passed. */
export function isAcceptingApplications(job: JobWindow, now: Date = new Date()): boolean {
  return job.isOpen === true && (!job.closingDate || job.closingDate >= londonDateOf(now));
}

/**
 * The jobs of a list of open postings (the queries keep `isOpen == true`) whose closing date has not
 * passed: the careers list and the sitemap leave a closed job out even before an editor unpublishes it.
 */
export function stillOpenJobs<Job extends { closingDate: string | null }>(
  jobs: readonly Job[],
  now: Date = new Date(),
): Job[] {
  return jobs.filter((job) =>
    isAcceptingApplications({ isOpen: true, closingDate: job.closingDate }, now),
  );
}
