// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  localStorage.clear();
  // A fresh store per test: it reads local storage once, on first use.
  vi.resetModules();
});
afterEach(cleanup);

async function renderPlayer() {
  const { VideoPlayer } = await import('@/components/media/VideoPlayer');
  const { gamificationStore } =
    await import('@/components/gamification/GamificationProvider/gamification-store');
  const onPlay = vi.fn();
  render(
    <VideoPlayer title="Behind the Scenes" src="/videos/behind-the-scenes.mp4" onPlay={onPlay} />,
  );
  const listener = () =>
    gamificationStore.getSnapshot().achievements.find((a) => a.id === 'listen_podcast');
  return { video: screen.getByLabelText('Behind the Scenes'), listener, onPlay };
}

describe('the video player', () => {
  it('earns Podcast Listener (25 points, kept in local storage) when a video starts playing', async () => {
    const { video, listener, onPlay } = await renderPlayer();
    expect(listener()?.unlocked).toBe(false);

    fireEvent.play(video);

    expect(listener()?.unlocked).toBe(true);
    expect(onPlay).toHaveBeenCalledOnce();
    expect(localStorage.getItem('points')).toBe('25');
    const stored = JSON.parse(localStorage.getItem('achievements') ?? '[]') as {
      id: string;
      unlocked: boolean;
    }[];
    expect(stored.find((entry) => entry.id === 'listen_podcast')?.unlocked).toBe(true);
  });

  it('does not earn it by loading alone, and a second play adds no points', async () => {
    const { video, listener } = await renderPlayer();
    fireEvent.loadedData(video);
    expect(listener()?.unlocked).toBe(false);

    fireEvent.play(video);
    fireEvent.pause(video);
    fireEvent.play(video);
    expect(localStorage.getItem('points')).toBe('25');
  });
});
