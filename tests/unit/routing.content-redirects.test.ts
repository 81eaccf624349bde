import { describe, expect, it } from 'vitest';
import { matchRedirect } from '@/lib/routing/content-redirects';

describe('redirect documents', () => {
  const redirects = [
    { from: '/book', to: '/booking', permanent: true },
    { from: '/summer-offer', to: '/studio-services', permanent: false },
    { from: '/shows/:slug', to: '/our-work#:slug', permanent: null },
    { from: '/old-site/*', to: 'https://archive.example/' },
    { from: '/evil', to: 'javascript:alert(1)' },
    { from: '/protocol-relative', to: '//evil.example' },
    { from: 'no-leading-slash', to: '/about' },
  ];

  it('sends an exact path to its target, permanent unless the editor said otherwise', () => {
    expect(matchRedirect(redirects, '/book')).toEqual({ destination: '/booking', permanent: true });
    expect(matchRedirect(redirects, '/BOOK/')).toEqual({
      destination: '/booking',
      permanent: true,
    });
    expect(matchRedirect(redirects, '/summer-offer')).toEqual({
      destination: '/studio-services',
      permanent: false,
    });
  });

  it('fills named segments and follows a trailing wildcard', () => {
    expect(matchRedirect(redirects, '/shows/after-hours')).toEqual({
      destination: '/our-work#after-hours',
      permanent: true,
    });
    expect(matchRedirect(redirects, '/shows/a/b')).toBeNull();
    expect(matchRedirect(redirects, '/old-site/any/depth')?.destination).toBe(
      'https://archive.example/',
    );
  });

  it('ignores documents that would send visitors somewhere unsafe or are malformed', () => {
    expect(matchRedirect(redirects, '/evil')).toBeNull();
    expect(matchRedirect(redirects, '/protocol-relative')).toBeNull();
    expect(matchRedirect(redirects, '/no-leading-slash')).toBeNull();
    expect(matchRedirect(redirects, '/nothing-here')).toBeNull();
  });
});
