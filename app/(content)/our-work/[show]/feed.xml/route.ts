import { podcastSlugs } from '@/lib/podcasts';
import { servePodcastFeed } from '@/lib/podcasts/http';

export const runtime = 'nodejs';
// Built ahead for every show and re-built when its content changes (cache tags), like its page.
export const dynamic = 'force-static';
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await podcastSlugs()).map((show) => ({ show }));
}

export { servePodcastFeed as GET };
