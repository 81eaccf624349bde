import { londonDateOf } from '../booking/time';

/** Whether a job still takes applications: marked open, and its closing date (London) not passed. */
export function isAcceptingApplications(
  job: { isOpen: boolean | null; closingDate: string | null },
  now: Date = new Date(),
): boolean {
  return job.isOpen === true && (!job.closingDate || job.closingDate >= londonDateOf(now));
}
