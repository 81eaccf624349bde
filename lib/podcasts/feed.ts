// A show's podcast feed: RSS 2.0 with the iTunes tags Apple Podcasts requires (Apple's "A Podcaster's
// Guide to RSS"). Only episodes with audio go in; every text is escaped for XML.
import { urlForImage, type SanityImageSource } from '../content/image';
import { absoluteUrl } from '../site-url';
import { APPLE_CATEGORIES, EPISODE_AUDIO_TYPES, type AppleCategory } from './apple';
import { episodeAnchor, feedPath, showPath } from './paths';
import type { PodcastEpisode, PodcastShow } from './show';

export const FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
/** Apple wants square artwork of 1400 to 3000 pixels. */
const ARTWORK_SIZE = 1400;
const DEFAULT_CATEGORY: AppleCategory = 'Society & Culture';
// The studio's own category names that are not Apple's.
const CATEGORY_NAMES: Record<string, AppleCategory> = {
  health: 'Health & Fitness',
  sport: 'Sports',
  culture: 'Society & Culture',
  film: 'TV & Film',
  tech: 'Technology',
  crime: 'True Crime',
};

// Characters XML 1.0 forbids even escaped (C0 controls but tab, newline and return; lone surrogates).
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text made safe for an XML element or a double- or single-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The show's Apple category: the one an editor picked, else the nearest to its own category. */
export function appleCategory(
  show: Pick<PodcastShow, 'appleCategory' | 'category'>,
): AppleCategory {
  const picked = APPLE_CATEGORIES.find((name) => name === show.appleCategory);
  if (picked) return picked;
  const own = show.category?.trim().toLowerCase() ?? '';
  return (
    APPLE_CATEGORIES.find((name) => name.toLowerCase() === own) ??
    CATEGORY_NAMES[own] ??
    DEFAULT_CATEGORY
  );
}

/** A square JPEG of the artwork at Apple's minimum size, as an absolute URL. */
export function artworkUrl(image: SanityImageSource): string {
  const url = urlForImage(image)
    // Podcast apps get JPEG whatever they accept (auto=format would answer WebP).
    .withOptions({ auto: undefined })
    .format('jpg')
    .width(ARTWORK_SIZE)
    .height(ARTWORK_SIZE)
    .fit('crop')
    .url();
  return absoluteUrl(url);
}

/** RFC 2822 (RSS's RFC 822 with four-digit years): `Thu, 15 Oct 2026 07:00:00 GMT`. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

const element = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${name}>${escapeXml(String(value))}</${name}>`;

const attributes = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');

function episodeNotes(episode: PodcastEpisode): string {
  return [episode.guest ? `With ${episode.guest}.` : null, episode.showNotes]
    .filter(Boolean)
    .join('\n\n');
}

function item(
  show: PodcastShow,
  episode: PodcastEpisode & { audio: NonNullable<PodcastEpisode['audio']> },
) {
  const link = absoluteUrl(`${showPath(show.slug)}#${episodeAnchor(episode)}`);
  return [
    '<item>',
    element('title', episode.title),
    element('description', episodeNotes(episode) || episode.title),
    element('link', link),
    `<enclosure${attributes({ url: absoluteUrl(episode.audio.url), length: episode.audio.length, type: episode.audio.type })}/>`,
    `<guid isPermaLink="false">${escapeXml(episode._id)}</guid>`,
    element('pubDate', rfc822(episode.publishedAt)),
    element('itunes:duration', episode.duration),
    element('itunes:episode', episode.episodeNumber),
    '<itunes:episodeType>full</itunes:episodeType>',
    episode.cover ? `<itunes:image${attributes({ href: artworkUrl(episode.cover) })}/>` : '',
    '</item>',
  ].join('');
}

/** Whether an episode goes in the feed: it has audio of a type podcast apps play (not WAV). */
export function inFeed(episode: PodcastEpisode): boolean {
  return (EPISODE_AUDIO_TYPES as readonly string[]).includes(episode.audio?.type ?? '');
}

/** The feed of a show, with its episodes that have audio, newest first. */
export function podcastFeed(show: PodcastShow): string {
  const link = absoluteUrl(showPath(show.slug));
  const author = show.author ?? show.studio?.studioName ?? show.title;
  const artwork = show.cover ? artworkUrl(show.cover) : null;
  const episodes = show.episodes.filter((episode): episode is Parameters<typeof item>[1] =>
    inFeed(episode),
  );
  const owner = show.studio?.studioName
    ? `<itunes:owner>${element('itunes:name', show.studio.studioName)}${element('itunes:email', show.studio.email)}</itunes:owner>`
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', show.title),
    element('link', link),
    `<atom:link${attributes({ href: absoluteUrl(feedPath(show.slug)), rel: 'self', type: 'application/rss+xml' })}/>`,
    element('description', show.description || show.title),
    element('language', 'en-gb'),
    element('itunes:author', author),
    owner,
    artwork ? `<itunes:image${attributes({ href: artwork })}/>` : '',
    artwork
      ? `<image>${element('url', artwork)}${element('title', show.title)}${element('link', link)}</image>`
      : '',
    `<itunes:category${attributes({ text: appleCategory(show) })}/>`,
    element('itunes:explicit', show.explicit ? 'true' : 'false'),
    '<itunes:type>episodic</itunes:type>',
    episodes[0] ? element('lastBuildDate', rfc822(episodes[0].publishedAt)) : '',
    ...episodes.map((episode) => item(show, episode)),
    '</channel>',
    '</rss>\n',
  ].join('');
}
