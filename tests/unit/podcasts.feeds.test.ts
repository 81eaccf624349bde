// Issue #13 item 4: each show's podcast feed is RSS 2.0 with the iTunes tags Apple Podcasts requires,
// built the way its route builds it, from the seed imported into a real lake, and parsed as XML.
import { statSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error jsdom ships no type declarations (and @types/jsdom is not installed)
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { podcastShowQuery, podcastSlugsQuery } from '@/lib/content/queries';
import type { PodcastShowQueryResult, PodcastSlugsQueryResult } from '@/lib/content/sanity.types';
import { assetPathOf, defaultSeedSource, importSeed, queryDocuments } from '@/lib/lake';
import {
  APPLE_CATEGORIES,
  appleCategory,
  escapeXml,
  parsePodcastShow,
  podcastFeed,
  type PodcastShow,
} from '@/lib/podcasts';
import { databaseForSuite } from '../fixtures/databases';

const ITUNES = 'http://www.itunes.com/dtds/podcast-1.0.dtd';
const root = path.resolve(import.meta.dirname, '../..');
const { DOMParser } = (new JSDOM('') as { window: { DOMParser: typeof globalThis.DOMParser } })
  .window;

function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return document;
}

const children = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.tagName === name);
const only = (parent: Element, name: string) => {
  const found = children(parent, name);
  expect(found, `<${name}> in <${parent.tagName}>`).toHaveLength(1);
  return found[0]!;
};
const textOf = (parent: Element, name: string) => only(parent, name).textContent ?? '';

describe('the podcast feed of every seeded show', () => {
  const handle = databaseForSuite();
  const shows: { show: PodcastShow; xml: string }[] = [];

  it('is built for each show from the seed in a real lake', async () => {
    await importSeed(handle.db, defaultSeedSource(root));
    const read = async <T>(query: string, params: Record<string, unknown> = {}) =>
      (await queryDocuments<T>(handle.db, query, params, 'published')).result;
    const slugs = await read<PodcastSlugsQueryResult>(podcastSlugsQuery);
    expect(slugs.length).toBeGreaterThanOrEqual(4);
    for (const slug of slugs) {
      const show = parsePodcastShow(await read<PodcastShowQueryResult>(podcastShowQuery, { slug }));
      if (!show) throw new Error(`No show ${slug}`);
      shows.push({ show, xml: podcastFeed(show) });
    }
    const founders = shows.find(({ show }) => show.slug === 'founders-table');
    expect(
      founders?.show.episodes.filter((episode) => episode.audio).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('is RSS 2.0 with the iTunes namespace and the channel tags Apple requires', () => {
    for (const { show, xml } of shows) {
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      const rss = parseXml(xml).documentElement;
      expect(rss.tagName).toBe('rss');
      expect(rss.getAttribute('version')).toBe('2.0');
      expect(rss.getAttribute('xmlns:itunes')).toBe(ITUNES);
      const channel = only(rss, 'channel');
      expect(textOf(channel, 'title')).toBe(show.title);
      expect(textOf(channel, 'link')).toMatch(new RegExp(`^https?://[^/]+/our-work/${show.slug}$`));
      expect(textOf(channel, 'description').length).toBeGreaterThan(0);
      expect(new TextEncoder().encode(textOf(channel, 'description')).length).toBeLessThanOrEqual(
        4000,
      );
      expect(textOf(channel, 'language')).toBe('en-gb');
      expect(textOf(channel, 'itunes:author').length).toBeGreaterThan(0);
      const image = only(channel, 'itunes:image');
      expect(image.namespaceURI).toBe(ITUNES);
      const artwork = new URL(image.getAttribute('href')!);
      expect(artwork.protocol).toMatch(/^https?:$/);
      expect(artwork.searchParams.get('w')).toBe('1400');
      expect(artwork.searchParams.get('h')).toBe('1400');
      expect(artwork.searchParams.get('fm')).toBe('jpg');
      expect(artwork.searchParams.has('auto')).toBe(false);
      const category = only(channel, 'itunes:category').getAttribute('text');
      expect(APPLE_CATEGORIES).toContain(category);
      expect(['true', 'false']).toContain(textOf(channel, 'itunes:explicit'));
    }
  });

  it('names the Apple category nearest to the show’s own', () => {
    const categories = Object.fromEntries(
      shows.map(({ show }) => [show.slug, appleCategory(show)]),
    );
    expect(categories).toEqual({
      'founders-table': 'Business',
      'sound-minds': 'Health & Fitness',
      'pitch-side': 'Sports',
      'after-hours': 'Society & Culture',
    });
  });

  it('has an item per published episode with audio: enclosure with length and type, guid, pubDate, duration, number', () => {
    const guids = new Set<string>();
    let items = 0;
    for (const { show, xml } of shows) {
      const channel = only(parseXml(xml).documentElement, 'channel');
      const episodes = show.episodes.filter((episode) => episode.audio);
      const found = children(channel, 'item');
      expect(found).toHaveLength(episodes.length);
      for (const [index, item] of found.entries()) {
        const episode = episodes[index]!;
        items += 1;
        expect(textOf(item, 'title')).toBe(episode.title);
        expect(textOf(item, 'title')).not.toContain(String(episode.episodeNumber));
        expect(textOf(item, 'description')).toContain(episode.showNotes);

        const enclosure = only(item, 'enclosure');
        const url = new URL(enclosure.getAttribute('url')!);
        expect(url.protocol).toMatch(/^https?:$/);
        expect(['audio/mpeg', 'audio/x-m4a']).toContain(enclosure.getAttribute('type'));
        // The length is the stored file's size in bytes.
        const file = path.basename(url.pathname);
        const assetPath = assetPathOf(`file-${file.replace('.', '-')}`)!;
        const bytes = statSync(path.join(root, 'content', assetPath)).size;
        expect(Number(enclosure.getAttribute('length'))).toBe(bytes);
        expect(bytes).toBeGreaterThan(10_000);

        const guid = only(item, 'guid');
        expect(guid.getAttribute('isPermaLink')).toBe('false');
        expect(guid.textContent).toBe(episode._id);
        expect(guids.has(guid.textContent!)).toBe(false);
        guids.add(guid.textContent!);

        const pubDate = textOf(item, 'pubDate');
        expect(pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
        expect(new Date(pubDate).toISOString()).toBe(new Date(episode.publishedAt).toISOString());
        expect(textOf(item, 'itunes:duration')).toMatch(/^\d+$/);
        expect(textOf(item, 'itunes:episode')).toBe(String(episode.episodeNumber));
      }
    }
    expect(items).toBeGreaterThanOrEqual(2);
  });

  it('lists newest first and leaves out episodes without audio or with audio apps cannot play', () => {
    const { show } = shows.find((entry) => entry.show.slug === 'founders-table')!;
    const [newest, older] = show.episodes;
    const edited: PodcastShow = {
      ...show,
      episodes: [
        { ...newest!, audio: null },
        { ...older!, audio: { ...older!.audio!, type: 'audio/wav' } },
      ],
    };
    const channel = only(parseXml(podcastFeed(edited)).documentElement, 'channel');
    expect(children(channel, 'item')).toHaveLength(0);
    expect(newest!.publishedAt > older!.publishedAt).toBe(true);
  });
});

describe('text in a feed', () => {
  const nasty = `Tom & Jerry's <b>"Big"</b> > show`;

  it('escapes & < > and both quotes', () => {
    expect(escapeXml(nasty)).toBe(
      'Tom &amp; Jerry&apos;s &lt;b&gt;&quot;Big&quot;&lt;/b&gt; &gt; show',
    );
    expect(escapeXml('bell\u0007 and \uD800 lone')).toBe('bell and  lone');
  });

  it('comes back unchanged from an XML parser, in elements and attributes', () => {
    const show: PodcastShow = {
      _id: 'podcast-x',
      title: nasty,
      slug: 'x',
      host: null,
      author: nasty,
      category: 'Comedy',
      appleCategory: null,
      explicit: true,
      description: nasty,
      cover: { asset: { _ref: 'image-0123456789abcdef0123456789abcdef01234567-800x800-jpg' } },
      awards: null,
      listenUrl: null,
      studio: { studioName: nasty, email: 'hello@example.com' },
      episodes: [
        {
          _id: 'episode-x-1',
          title: nasty,
          episodeNumber: 1,
          publishedAt: '2026-10-01T07:00:00.000Z',
          duration: 65,
          guest: nasty,
          showNotes: nasty,
          cover: null,
          audio: { url: '/api/lake/files/a.mp3?x=1&y="2"', length: 1234, type: 'audio/mpeg' },
        },
      ],
    };
    const channel = only(parseXml(podcastFeed(show)).documentElement, 'channel');
    expect(textOf(channel, 'title')).toBe(nasty);
    expect(textOf(channel, 'itunes:author')).toBe(nasty);
    expect(textOf(channel, 'itunes:explicit')).toBe('true');
    expect(only(channel, 'itunes:category').getAttribute('text')).toBe('Comedy');
    const item = only(channel, 'item');
    expect(textOf(item, 'title')).toBe(nasty);
    expect(textOf(item, 'description')).toBe(`With ${nasty}.\n\n${nasty}`);
    expect(only(item, 'enclosure').getAttribute('url')).toMatch(
      /\/api\/lake\/files\/a\.mp3\?x=1&y=%222%22$/,
    );
  });
});
