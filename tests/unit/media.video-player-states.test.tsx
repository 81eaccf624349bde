// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from '@/components/media/VideoPlayer';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// jsdom plays no media: these tests send the events a browser sends and set the element's state
// the way a browser would have it at that moment.
function renderPlayer() {
  render(<VideoPlayer title="Inside a Recording Session" src="/videos/studio.mp4" />);
  return screen.getByLabelText('Inside a Recording Session') as HTMLVideoElement;
}
const loadingShown = () => screen.queryByText('Loading video...') !== null;
const setNetworkState = (video: HTMLVideoElement, value: number) =>
  Object.defineProperty(video, 'networkState', { value, configurable: true });

describe("the video player's states (spec §2.11)", () => {
  it('shows no overlay once the browser has stopped fetching a video nobody has played', () => {
    const video = renderPlayer();
    fireEvent.loadStart(video);
    expect(loadingShown()).toBe(true);

    // The browser selects the file, fetches nothing (or only its metadata) and reports it is idle.
    setNetworkState(video, HTMLMediaElement.NETWORK_IDLE);
    fireEvent.suspend(video);
    expect(loadingShown()).toBe(false);
  });

  it('shows Loading video... while a played video waits for data, and clears it when it plays', () => {
    const video = renderPlayer();
    fireEvent.loadedData(video);
    expect(loadingShown()).toBe(false);
    fireEvent.waiting(video);
    expect(loadingShown()).toBe(true);
    fireEvent.playing(video);
    expect(loadingShown()).toBe(false);
  });

  it('reads a video that loaded before the page hydrated as ready, not loading', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(
      HTMLMediaElement.HAVE_ENOUGH_DATA,
    );
    renderPlayer();
    await waitFor(() => expect(loadingShown()).toBe(false));
  });

  it('reads a video whose every source failed before the page hydrated as failed', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'networkState', 'get').mockReturnValue(
      HTMLMediaElement.NETWORK_NO_SOURCE,
    );
    renderPlayer();
    expect(await screen.findByText('Video currently being processed')).toBeTruthy();
  });

  it('shows the processing card when the file fails, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const video = renderPlayer();
    fireEvent.error(video.querySelector('source')!);
    expect(screen.getByText('Video currently being processed')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Video failed to load: /videos/studio.mp4');
    expect(screen.queryByRole('group', { name: 'Inside a Recording Session' })).not.toBeNull();
  });
});
