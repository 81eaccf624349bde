import { describe, expect, it } from 'vitest';
import { isAcceptingApplications, stillOpenJobs } from '@/lib/careers/open';

const jobs = [
  { slug: 'no-closing-date', closingDate: null },
  { slug: 'closes-today', closingDate: '2026-07-01' },
  { slug: 'closed-yesterday', closingDate: '2026-06-30' },
];

describe('closing dates of job postings', () => {
  it('keeps a job open through its closing day in London, and drops it the day after', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    const now = new Date('2026-06-30T23:30:00Z');
    expect(stillOpenJobs(jobs, now).map((job) => job.slug)).toEqual([
      'no-closing-date',
      'closes-today',
    ]);
    const dayAfter = new Date('2026-07-01T23:30:00Z');
    expect(stillOpenJobs(jobs, dayAfter).map((job) => job.slug)).toEqual(['no-closing-date']);
  });

  it('never accepts applications for a job not marked open, whatever its date', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(isAcceptingApplications({ isOpen: false, closingDate: null }, now)).toBe(false);
    expect(isAcceptingApplications({ isOpen: null, closingDate: '2027-01-01' }, now)).toBe(false);
    expect(isAcceptingApplications({ isOpen: true, closingDate: '2027-01-01' }, now)).toBe(true);
  });
});
