import { expect, test } from '../fixtures/test';
import { builtChunksContaining, chunkFile } from '../fixtures/build-chunks';

// Strings only the Sanity Studio's code contains (its auth storage key, its desk and Vision plugins).
const STUDIO_MARKERS = ['__studio_auth_token_', 'sanity/structure', '@sanity/vision'];
const PUBLIC_ROUTES = ['/', '/about', '/contact', '/careers', '/studio-services'];

test('no public route loads Studio code, which the build does contain', async ({ request }) => {
  const studioChunks = await builtChunksContaining(STUDIO_MARKERS);
  // The markers are real: the Studio's chunks have them.
  expect(studioChunks.size).toBeGreaterThan(0);

  for (const route of PUBLIC_ROUTES) {
    const html = await (await request.get(route)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length, `${route} has scripts`).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(studioChunks.has(chunkFile(src)), `${route} loads ${src}`).toBe(false);
      const body = await (await request.get(src)).text();
      for (const marker of STUDIO_MARKERS)
        expect(body.includes(marker), `${src} contains ${marker}`).toBe(false);
    }
  }
});
