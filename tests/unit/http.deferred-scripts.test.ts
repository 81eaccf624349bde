import { describe, expect, it } from 'vitest';
import { deferScripts } from '../../server/steps/deferred-scripts.mjs';

// The production server's rewrite of Next's documents: the framework's script tags become one
// inline loader that requests them after the first paint (what a browser then does with it is
// checked end to end in tests/e2e/shell.spec.ts).

const NEXT_DOCUMENT =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/polyfill.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/app.js" async=""></script>' +
  '<title>Home</title><script>document.documentElement.dataset.theme="light"</script></head>' +
  '<body><main id="main-content" data-paint-first=""><h1>Hello</h1></main><script src="https://www.googletagmanager.com/gtag/js" async=""></script>' +
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/polyfill.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

/** The script sources the loader in `html` will request, in order. */
function loaded(html: string): string[] {
  const call = /<script>\(function\(s\)[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script>/.exec(html);
  return call ? (JSON.parse(call[1]!) as string[]) : [];
}

describe('deferScripts', () => {
  const rewritten = deferScripts(NEXT_DOCUMENT);

  it("hands every one of Next's async scripts to one loader, in document order", () => {
    expect(loaded(rewritten)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/polyfill.js',
    ]);
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    expect(rewritten).not.toContain('rel="preload" as="script"');
  });

  it("takes the tags of a page rendered per request too, which carry the request's nonce", () => {
    for (const tag of [' async="" nonce="abc="></script>', ' nonce="abc=" async=""></script>']) {
      const withNonce = NEXT_DOCUMENT.replaceAll(' async=""></script>', tag);
      expect(loaded(deferScripts(withNonce))).toEqual(loaded(rewritten));
    }
  });

  it('puts the loader where the first script was, in the head after the stylesheet', () => {
    const head = rewritten.slice(0, rewritten.indexOf('</head>'));
    expect(head.indexOf('data-precedence="next"')).toBeLessThan(head.indexOf('(function(s)'));
    expect(head.indexOf('(function(s)')).toBeLessThan(head.indexOf('<title>'));
  });

  it('leaves everything else as it was: other hosts, nomodule, inline scripts, markup', () => {
    for (const kept of [
      '<script src="https://www.googletagmanager.com/gtag/js" async=""></script>',
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>document.documentElement.dataset.theme="light"</script>',
      '<main id="main-content" data-paint-first=""><h1>Hello</h1></main>',
    ]) {
      expect(rewritten).toContain(kept);
    }
  });

  it('changes nothing in a document without them, and nothing more the second time', () => {
    const plain =
      '<!DOCTYPE html><html><head><title>x</title></head><body><main data-paint-first=""></main></body></html>';
    expect(deferScripts(plain)).toBe(plain);
    expect(deferScripts(rewritten)).toBe(rewritten);
  });

  it('leaves a document that does not ask for it (such as the Studio) to Next', () => {
    const studio = NEXT_DOCUMENT.replace(' data-paint-first=""', '');
    expect(deferScripts(studio)).toBe(studio);
  });
});
