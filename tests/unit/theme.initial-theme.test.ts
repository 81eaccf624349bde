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

  it('flips the theme and keeps the choice when the toggle is clicked, from the first paint on', () => {
    systemPrefersDark(false);
    expect(runHeadScript()).toBe('light');
    document.body.innerHTML = '<button data-theme-toggle><svg></svg></button><p>Elsewhere</p>';
    document.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    // Run again (a second document head, as after an error screen): still one flip per click.
    runHeadScript();
    document.querySelector('button')!.click();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    document.querySelector('p')!.click();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
