// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { themeInitScript } from '@/components/theme/theme-script';

function systemPrefersDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

function runHeadScript() {
  new Function(themeInitScript)();
  return document.documentElement.dataset.theme;
}

describe('the theme chosen before first paint (spec §4.9)', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('uses the stored choice over the system preference', () => {
    systemPrefersDark(true);
    localStorage.setItem('theme', 'light');
    expect(runHeadScript()).toBe('light');
  });

  it('follows the system preference when nothing is stored', () => {
    systemPrefersDark(true);
    expect(runHeadScript()).toBe('dark');
  });

  it('falls back to light, also for an unknown stored value', () => {
    systemPrefersDark(false);
    localStorage.setItem('theme', 'purple');
    expect(runHeadScript()).toBe('light');
  });
});
