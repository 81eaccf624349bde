import { describe, expect, it } from 'vitest';
import { isCurrentRoute } from '@/lib/routing/navigation';
import { siteAliases, siteRedirects } from '@/lib/routing/redirects';
import { isScriptConflictError } from '@/lib/routing/errors';

describe('the current route in the navigation', () => {
  it('marks Home only on the home page', () => {
    expect(isCurrentRoute('/', '/')).toBe(true);
    expect(isCurrentRoute('/about', '/')).toBe(false);
  });

  it('marks a section on its page and the pages below it, not on look-alike paths', () => {
    expect(isCurrentRoute('/careers', '/careers')).toBe(true);
    expect(isCurrentRoute('/careers/sound-engineer', '/careers')).toBe(true);
    expect(isCurrentRoute('/careers-fair', '/careers')).toBe(false);
  });
});

describe('redirects of spec §2.2', () => {
  it('are permanent and land on a page in one hop', () => {
    const sources = new Set(siteRedirects.map((redirect) => redirect.source));
    for (const redirect of siteRedirects) {
      expect(redirect.permanent).toBe(true);
      expect(sources.has(redirect.destination)).toBe(false);
    }
  });

  it('serve /terms and /privacy as their long pages', () => {
    expect(siteAliases).toEqual([
      { source: '/terms', destination: '/terms-of-service' },
      { source: '/privacy', destination: '/privacy-policy' },
    ]);
  });
});

describe('script-conflict errors (spec §8)', () => {
  it('are recognised by their removeChild message', () => {
    expect(isScriptConflictError(new Error("Failed to execute 'removeChild' on 'Node'"))).toBe(
      true,
    );
    expect(
      isScriptConflictError(new Error('The node to be removed is not a child of this node.')),
    ).toBe(true);
    expect(isScriptConflictError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
