// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAssignments } from '@/lib/experiments';
import { browserAssignmentScript, persistAssignmentScript } from '@/lib/experiments/inline-scripts';

const run = (script: string) => new Function(script)();
const stored = () =>
  parseAssignments(decodeURIComponent(/ab_variants=([^;]*)/.exec(document.cookie)?.[1] ?? ''));

afterEach(() => {
  document.cookie = 'ab_variants=; Max-Age=0; Path=/';
  document.documentElement.removeAttribute('data-testimonial-display');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the inline A/B scripts', () => {
  it('stores a server assignment beside the ones already in the cookie', () => {
    document.cookie = 'ab_variants=testimonialDisplay%3Acarousel; Path=/';
    run(persistAssignmentScript('heroSection', 'viral_focus'));
    expect(stored()).toEqual({ testimonialDisplay: 'carousel', heroSection: 'viral_focus' });
  });

  it('assigns a new visitor by weight, stores it, shows it on <html> and reports it once', () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    vi.spyOn(Math, 'random').mockReturnValue(0.7);
    document.cookie = 'ab_variants=heroSection%3Acontrol; Path=/';
    run(browserAssignmentScript('/api/experiments/assignments'));
    expect(stored()).toEqual({ heroSection: 'control', testimonialDisplay: 'featured_grid' });
    expect(document.documentElement.getAttribute('data-testimonial-display')).toBe('featured_grid');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]![0]).toBe('/api/experiments/assignments');

    // The next page keeps the variant and reports nothing.
    run(browserAssignmentScript('/api/experiments/assignments'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(stored().testimonialDisplay).toBe('featured_grid');
  });

  it('replaces a tampered variant with a real one', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => true) });
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    document.cookie = 'ab_variants=testimonialDisplay%3Aevil; Path=/';
    run(browserAssignmentScript('/api/experiments/assignments'));
    expect(stored().testimonialDisplay).toBe('carousel');
    expect(document.documentElement.getAttribute('data-testimonial-display')).toBe('carousel');
  });
});
