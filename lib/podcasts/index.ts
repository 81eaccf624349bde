// Podcasts: the shows of Our Work with their episodes, pages and feeds (`/our-work/{show}`), and the
// back office's podcast manager with its audio upload.
import type { Metadata } from 'next';
import { z } from 'zod';
import { fetchContent } from '../content/fetch';
import { pagePodcastFeedsQuery, podcastShowQuery, podcastSlugsQuery } from '../content/queries';
import type {
  PagePodcastFeedsQueryResult,
  PodcastShowQueryResult,
  PodcastSlugsQueryResult,
} from '../content/sanity.types';
import { absoluteUrl } from '../site-url';
import { feedPath } from './paths';
import { parsePodcastShow, type PodcastShow } from './show';

export { APPLE_CATEGORIES, EPISODE_AUDIO_TYPES } from './apple';
export { appleCategory, escapeXml, FEED_CONTENT_TYPE, inFeed, podcastFeed } from './feed';
export { episodeAnchor, feedPath, showPath } from './paths';
export { parsePodcastShow, type EpisodeAudio, type PodcastEpisode, type PodcastShow } from './show';
export {
  managedShows,
  listManagedShows,
  type ManagedEpisode,
  type ManagedShow,
  type PublishState,
} from './manager';

/** The show with this slug and its episodes (cached and revalidated like every content read). */
export async function podcastShow(slug: string, draft = false): Promise<PodcastShow | null> {
  const result = await fetchContent<PodcastShowQueryResult>(
    podcastShowQuery,
    { slug },
    { perspective: draft ? 'drafts' : 'published' },
  );
  return parsePodcastShow(result);
}

/** The slugs of every show, for the pages and feeds built ahead. */
export function podcastSlugs(): Promise<PodcastSlugsQueryResult> {
  return fetchContent<PodcastSlugsQueryResult>(podcastSlugsQuery);
}

const feedLinks = z
  .array(z.object({ title: z.string(), slug: z.string() }).nullable())
  .catch([])
  .transform((shows) => shows.filter((show) => show !== null));

/** The shows whose feeds a content page lists (its podcast blocks), for its alternate links. */
export async function pageFeeds(slug: string): Promise<{ title: string; slug: string }[]> {
  return feedLinks.parse(
    (await fetchContent<PagePodcastFeedsQueryResult>(pagePodcastFeedsQuery, { slug })) ?? [],
  );
}

/** The page's metadata with a `<link rel="alternate" type="application/rss+xml">` per show feed. */
export function withFeedLinks(
  metadata: Metadata,
  shows: { title: string; slug: string }[],
): Metadata {
  if (shows.length === 0) return metadata;
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: {
        'application/rss+xml': shows.map((show) => ({
          url: absoluteUrl(feedPath(show.slug)),
          title: show.title,
        })),
      },
    },
  };
}
