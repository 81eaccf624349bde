// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const podcast = {
  title: 'After Hours London',
  description: "Late-night conversations with the people who shape London's evenings.",
  anchor: 'podcast-after-hours',
};

let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  window.history.replaceState(null, '', '/our-work?utm_source=test');
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

function withShareSheet(share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { value: vi.fn(share), configurable: true });
  return navigator.share as ReturnType<typeof vi.fn>;
}

async function renderShareButton(listenUrl?: string) {
  const { SharePodcastButton } =
    await import('@/components/sections/PodcastList/SharePodcastButton');
  const { gamificationStore } =
    await import('@/components/gamification/GamificationProvider/gamification-store');
  render(<SharePodcastButton {...podcast} listenUrl={listenUrl} />);
  const promoter = () =>
    gamificationStore.getSnapshot().achievements.find((a) => a.id === 'share_podcast');
  const clickShare = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share After Hours London' }));
    });
  return { promoter, clickShare };
}

describe('sharing a podcast', () => {
  it('uses the share sheet when the browser has one, and earns Podcast Promoter once shared', async () => {
    const share = withShareSheet(() => Promise.resolve());
    const { promoter, clickShare } = await renderShareButton();

    await clickShare();

    expect(share).toHaveBeenCalledWith({
      title: podcast.title,
      text: podcast.description,
      url: 'http://localhost:3000/our-work#podcast-after-hours',
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(promoter()?.unlocked).toBe(true);
    expect(localStorage.getItem('points')).toBe('30');
  });

  it('earns nothing, and copies nothing, when the visitor closes the share sheet', async () => {
    withShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const { promoter, clickShare } = await renderShareButton();

    await clickShare();

    expect(promoter()?.unlocked).toBe(false);
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies the link instead when there is no share sheet, says "Link copied" and earns it', async () => {
    const { promoter, clickShare } = await renderShareButton('https://example.com/after-hours');

    await clickShare();

    expect(writeText).toHaveBeenCalledWith('https://example.com/after-hours');
    expect(screen.getByRole('status').textContent).toBe('Link copied');
    expect(promoter()?.unlocked).toBe(true);
  });

  it('falls back to copying when the share sheet refuses for another reason', async () => {
    withShareSheet(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const { promoter, clickShare } = await renderShareButton();

    await clickShare();

    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/our-work#podcast-after-hours');
    expect(screen.getByRole('status').textContent).toBe('Link copied');
    expect(promoter()?.unlocked).toBe(true);
  });

  it('shows the link and earns nothing when the clipboard refuses too', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const { promoter, clickShare } = await renderShareButton();

    await clickShare();

    expect(screen.getByRole('status').textContent).toBe(
      'Could not copy the link: http://localhost:3000/our-work#podcast-after-hours',
    );
    expect(promoter()?.unlocked).toBe(false);
  });
});
