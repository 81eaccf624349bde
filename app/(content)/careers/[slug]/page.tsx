import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { JobView } from '@/components/content/JobView';
import { JsonLd } from '@/components/seo/JsonLd';
import { isAcceptingApplications } from '@/lib/careers';
import { fetchContent } from '@/lib/content/fetch';
import { jobPostingBySlugQuery, jobPostingSlugsQuery } from '@/lib/content/queries';
import { portableTextPlain } from '@/lib/content/reading-time';
import type {
  JobPostingBySlugQueryResult,
  JobPostingSlugsQueryResult,
} from '@/lib/content/sanity.types';
import { siteSettings } from '@/lib/content/site-settings';
import { absoluteUrl } from '@/lib/site-url';
import { jobPostingJsonLd, pageMetadata } from '@/lib/seo';

type Params = { slug: string };

// Re-rendered whenever content changes (cache tags), and at least hourly so that a job page closes on its closing date
// without waiting for an edit.
export const revalidate = 3600;

export async function generateStaticParams(): Promise<Params[]> {
  const slugs = await fetchContent<JobPostingSlugsQueryResult>(jobPostingSlugsQuery);
  return slugs.map((slug) => ({ slug }));
}

function loadJob(slug: string, draft = false) {
  return fetchContent<JobPostingBySlugQueryResult>(
    jobPostingBySlugQuery,
    { slug },
    { perspective: draft ? 'drafts' : 'published' },
  );
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { slug } = await params;
  const job = await loadJob(slug);
  if (!job) return {};
  return pageMetadata({
    title: `${job.title} | Careers`,
    description: job.summary,
    path: `/careers/${job.slug}`,
    eyebrow: 'Careers',
    noIndex: !isAcceptingApplications(job),
  });
}

/** A job posting with its application form (CV upload) while the role is open. */
export default async function JobPage({ params }: { params: Promise<Params> }) {
  const { slug } = await params;
  const draft = (await draftMode()).isEnabled;
  const [job, settings] = await Promise.all([loadJob(slug, draft), siteSettings()]);
  if (!job) notFound();
  const open = isAcceptingApplications(job);
  const studioName = settings?.studioName ?? 'London Podcast Studio';
  const description = [job.summary, portableTextPlain(job.description)]
    .concat(job.responsibilities ?? [], job.requirements ?? [])
    .filter(Boolean)
    .join('\n\n');
  return (
    <>
      {open && (
        <JsonLd
          data={jobPostingJsonLd({
            title: job.title,
            descriptionHtml: description,
            datePosted: job.publishedAt,
            validThrough: job.closingDate ?? undefined,
            employmentType: job.employmentType,
            hiringOrganization: { name: studioName, url: absoluteUrl('/') },
            remote: /remote/i.test(job.location),
          })}
        />
      )}
      <JobView job={job} open={open} />
    </>
  );
}
