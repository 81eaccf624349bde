import type { MetadataRoute } from 'next';
import { stillOpenJobs } from '@/lib/careers/open';
import { fetchContent } from '@/lib/content/fetch';
import { sitemapQuery } from '@/lib/content/queries';
import type { SitemapQueryResult } from '@/lib/content/sanity.types';
import { absoluteUrl } from '@/lib/site-url';

// Re-rendered on every content change (cache tags) and at least hourly, so a job whose closing date
// has passed leaves it without waiting for an edit.
export const revalidate = 3600;

// Public tools that are app routes rather than page documents.
const TOOL_PATHS = ['/booking', '/get-started', '/social-media-generator', '/cookie-preferences'];

/** Every public page from the content (pages, articles, jobs still open) plus the tools. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { pages, articles, jobs } = await fetchContent<SitemapQueryResult>(sitemapQuery);
  const entry = (path: string, lastModified?: string) => ({
    url: absoluteUrl(path),
    ...(lastModified && { lastModified }),
  });
  return [
    ...pages.map((page) => entry(page.slug === 'home' ? '/' : `/${page.slug}`, page._updatedAt)),
    ...articles.map((article) => entry(`/insights/${article.slug}`, article._updatedAt)),
    ...stillOpenJobs(jobs).map((job) => entry(`/careers/${job.slug}`, job._updatedAt)),
    ...TOOL_PATHS.map((path) => entry(path)),
  ];
}
