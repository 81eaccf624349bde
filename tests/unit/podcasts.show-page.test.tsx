// @vitest-environment jsdom
// A show's page (/our-work/{show}): its title as the h1, an article per episode named by its h3, a
// labelled audio player that loads nothing until played, and a link to subscribe to the feed.
// Playing an episode earns Podcast Listener, as playing a video does.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PodcastShow } from '@/lib/podcasts/show';

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});
afterEach(cleanup);

const show: PodcastShow = {
  _id: 'podcast-founders-table',
  title: "The Founders' Table",
  slug: 'founders-table',
  host: 'Hosted by two start-up founders',
  author: null,
  category: 'Business',
  appleCategory: null,
  explicit: false,
  description: 'Weekly conversations with founders.',
  cover: null,
  awards: null,
  listenUrl: null,
  studio: null,
  episodes: [
    {
      _id: 'episode-founders-table-148',
      title: 'Hiring your first ten people',
      episodeNumber: 148,
      publishedAt: '2026-10-29T07:00:00.000Z',
      duration: 7,
      guest: 'Dev Raman',
      showNotes: 'Who do you hire first?',
      cover: null,
      audio: { url: '/api/lake/files/local/production/a.mp3', length: 56_423, type: 'audio/mpeg' },
    },
    {
      _id: 'episode-founders-table-147',
      title: 'Why we turned down our first term sheet',
      episodeNumber: 147,
      publishedAt: '2026-10-15T07:00:00.000Z',
      duration: null,
      guest: null,
      showNotes: null,
      cover: null,
      audio: null,
    },
  ],
};

describe('a show page', () => {
  it('has the show as its h1, an article per episode and a feed to subscribe to', async () => {
    const { PodcastShowView } = await import('@/components/podcasts/PodcastShowView');
    render(<PodcastShowView show={show} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("The Founders' Table");
    const subscribe = screen.getByRole('link', { name: 'Subscribe (RSS)' });
    expect(subscribe.getAttribute('href')).toBe('/our-work/founders-table/feed.xml');
    expect(subscribe.getAttribute('type')).toBe('application/rss+xml');
    const episodes = screen.getAllByRole('article', { name: /./ }).slice(1);
    expect(
      episodes.map((article) => within(article).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Hiring your first ten people', 'Why we turned down our first term sheet']);
    expect(within(episodes[0]!).getByText('Episode 148')).toBeTruthy();
    expect(within(episodes[1]!).getByText('Audio coming soon.')).toBeTruthy();
  });

  it('plays an episode in a labelled player that preloads nothing, and earns Podcast Listener', async () => {
    const { PodcastShowView } = await import('@/components/podcasts/PodcastShowView');
    const { gamificationStore } =
      await import('@/components/gamification/GamificationProvider/gamification-store');
    render(<PodcastShowView show={show} />);
    const player = screen.getByLabelText("Play Hiring your first ten people (The Founders' Table)");
    expect(player.tagName).toBe('AUDIO');
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.querySelector('source')?.getAttribute('type')).toBe('audio/mpeg');
    fireEvent.play(player);
    const listener = gamificationStore
      .getSnapshot()
      .achievements.find((achievement) => achievement.id === 'listen_podcast');
    expect(listener?.unlocked).toBe(true);
  });
});
