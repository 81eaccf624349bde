import { handleApplicationPost, isAcceptingApplications } from '@/lib/careers';
import { fetchContent } from '@/lib/content/fetch';
import { jobPostingByIdQuery } from '@/lib/content/queries';
import type { JobPostingByIdQueryResult } from '@/lib/content/sanity.types';
import { getDb } from '@/lib/db';
import { kickJobWorker } from '@/lib/jobs';

export const runtime = 'nodejs';

async function findOpenJob(id: string) {
  const job = await fetchContent<JobPostingByIdQueryResult>(jobPostingByIdQuery, { id });
  return job && isAcceptingApplications(job) ? { id: job._id, title: job.title } : null;
}

export async function POST(request: Request) {
  return handleApplicationPost(await getDb(), request, { findOpenJob, onStored: kickJobWorker });
}
