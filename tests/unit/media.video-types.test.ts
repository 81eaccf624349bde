import { describe, expect, it } from 'vitest';
import { videoType } from '@/components/media/VideoPlayer';

describe('video player', () => {
  it('plays mp4, webm and mov files', () => {
    expect(videoType('/videos/session.mp4')).toBe('video/mp4');
    expect(videoType('/videos/session.WEBM?w=1')).toBe('video/webm');
    expect(videoType('/public-objects/videos/studio-behind-scenes.mov')).toBe('video/quicktime');
    expect(videoType('/videos/session')).toBeUndefined();
  });
});
