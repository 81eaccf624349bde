// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAssignments } from '@/lib/experiments';
import { seedState } from '@/lib/experiments/definitions';
import {
  BROWSER_ASSIGNMENT_SCRIPT,
  BROWSER_TESTS_ELEMENT_ID,
  browserAssignmentData,
  PERSIST_ASSIGNMENT_SCRIPT,
  SERVER_ASSIGNMENT_ATTRIBUTE,
  serverAssignmentData,
} from '@/lib/experiments/inline-scripts';
import type { ExperimentId, ExperimentStates } from '@/lib/experiments/definitions';

const run = (script: string) => new Function(script)();

/** Puts a data block in the head, as the page would, replacing any earlier one like it. */
function dataBlock(attribute: string, value: string, json: string) {
  document.head.querySelectorAll(`script[${attribute}]`).forEach((block) => block.remove());
  const block = document.createElement('script');
  block.type = 'application/json';
  block.setAttribute(attribute, value);
  block.textContent = json;
  document.head.append(block);
}

// The constant scripts, with the data blocks the page would carry beside them.
function browserAssignmentScript(reportUrl: string, states?: Partial<ExperimentStates>) {
  dataBlock('id', BROWSER_TESTS_ELEMENT_ID, browserAssignmentData(reportUrl, states));
  return BROWSER_ASSIGNMENT_SCRIPT;
}
function persistAssignmentScript(id: ExperimentId, variant: string) {
  dataBlock(SERVER_ASSIGNMENT_ATTRIBUTE, '', serverAssignmentData(id, variant));
  return PERSIST_ASSIGNMENT_SCRIPT;
}
const stored = () =>
  parseAssignments(decodeURIComponent(/ab_variants=([^;]*)/.exec(document.cookie)?.[1] ?? ''));

afterEach(() => {
  document.cookie = 'ab_variants=; Max-Age=0; Path=/';
  document.cookie = 'ab_visitor=; Max-Age=0; Path=/';
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
    // The hero's stored variant is shown as it is, and not reported again.
    expect(document.documentElement.getAttribute('data-hero-section')).toBe('control');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]![0]).toBe('/api/experiments/assignments');

    // The next page keeps the variant and reports nothing.
    run(browserAssignmentScript('/api/experiments/assignments'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(stored().testimonialDisplay).toBe('featured_grid');
  });

  it('reports a new assignment after the page has loaded, or as it is left, once', () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    run(browserAssignmentScript('/api/experiments/assignments'));
    expect(stored().heroSection).toBeDefined();
    expect(sendBeacon).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);

    // A visitor who leaves before the load event is still counted.
    document.cookie = 'ab_variants=; Max-Age=0; Path=/';
    readyState.mockReturnValue('interactive');
    run(browserAssignmentScript('/api/experiments/assignments'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(4);
    window.dispatchEvent(new Event('load'));
    expect(sendBeacon).toHaveBeenCalledTimes(4);
  });

  it('replaces a tampered variant with a real one', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => true) });
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    document.cookie = 'ab_variants=testimonialDisplay%3Aevil; Path=/';
    run(browserAssignmentScript('/api/experiments/assignments'));
    expect(stored().testimonialDisplay).toBe('carousel');
    expect(document.documentElement.getAttribute('data-testimonial-display')).toBe('carousel');
  });

  it('gives a new visitor a random id once and keeps it', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => true) });
    run(browserAssignmentScript('/api/experiments/assignments'));
    const visitor = /ab_visitor=([^;]*)/.exec(document.cookie)?.[1];
    expect(visitor).toMatch(/^[0-9a-f]{32}$/);
    run(browserAssignmentScript('/api/experiments/assignments'));
    expect(/ab_visitor=([^;]*)/.exec(document.cookie)?.[1]).toBe(visitor);
  });

  it('follows the live state: new weights, the control while paused, the winner once rolled out', () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const seed = seedState('testimonialDisplay');
    // The hero test is held on its control here, so only the testimonials test assigns and reports.
    const heroSection = { ...seedState('heroSection'), status: 'paused' as const };
    vi.spyOn(Math, 'random').mockReturnValue(0.01);
    const allToGrid = { ...seed, weights: { carousel: 0, featured_grid: 100 } };
    run(browserAssignmentScript('/r', { heroSection, testimonialDisplay: allToGrid }));
    expect(stored().testimonialDisplay).toBe('featured_grid');

    const paused = { ...seed, status: 'paused' as const };
    run(browserAssignmentScript('/r', { heroSection, testimonialDisplay: paused }));
    expect(document.documentElement.getAttribute('data-testimonial-display')).toBe('carousel');
    // The visitor keeps the assignment for when the test resumes.
    expect(stored().testimonialDisplay).toBe('featured_grid');

    const rolledOut = { ...seed, status: 'rolled_out' as const, winner: 'carousel' };
    document.cookie = 'ab_variants=; Max-Age=0; Path=/';
    run(browserAssignmentScript('/r', { heroSection, testimonialDisplay: rolledOut }));
    expect(document.documentElement.getAttribute('data-testimonial-display')).toBe('carousel');
    expect(stored().testimonialDisplay).toBeUndefined();
    expect(document.documentElement.getAttribute('data-hero-section')).toBe('control');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
