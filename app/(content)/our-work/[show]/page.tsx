import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { PodcastShowView } from '@/components/podcasts/PodcastShowView';
import { shareImage } from '@/lib/content/page-metadata';
import { podcastShow, podcastSlugs, showPath, withFeedLinks } from '@/lib/podcasts';
import { pageMetadata } from '@/lib/seo';

type Params = { show: string };

// Re-rendered when its show or episodes change (cache tags), and at least hourly, like the content pages.
export const revalidate = 3600;

export async function generateStaticParams(): Promise<Params[]> {
  return (await podcastSlugs()).map((show) => ({ show }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const show = await podcastShow((await params).show);
  if (!show) return {};
  const metadata = pageMetadata({
    title: show.title,
    description: show.description,
    path: showPath(show.slug),
    eyebrow: 'Podcast',
    image: show.cover?.asset ? shareImage(show.cover, show.title) : undefined,
  });
  return withFeedLinks(metadata, [show]);
}

/** A show of Our Work with its episodes, players and podcast feed. */
export default async function PodcastShowPage({ params }: { params: Promise<Params> }) {
  const { show: slug } = await params;
  const draft = (await draftMode()).isEnabled;
  const show = await podcastShow(slug, draft);
  if (!show) notFound();
  return <PodcastShowView show={show} />;
}
