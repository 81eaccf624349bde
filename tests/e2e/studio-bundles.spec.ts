import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../fixtures/test';

// Strings only the Sanity Studio's code contains (its auth storage key, its desk and Vision plugins).
const STUDIO_MARKERS = ['__studio_auth_token_', 'sanity/structure', '@sanity/vision'];
const PUBLIC_ROUTES = ['/', '/about', '/contact', '/careers', '/studio-services'];
const chunksDir = path.resolve(process.env.NEXT_DIST_DIR || '.next', 'static', 'chunks');

test('no public route loads Studio code, which the build does contain', async ({ request }) => {
  const studioChunks = [];
  for (const file of await readdir(chunksDir)) {
    if (!file.endsWith('.js')) continue;
    const text = await readFile(path.join(chunksDir, file), 'utf8');
    if (STUDIO_MARKERS.some((marker) => text.includes(marker))) studioChunks.push(file);
  }
  // The markers are real: the Studio's chunks have them.
  expect(studioChunks.length).toBeGreaterThan(0);

  for (const route of PUBLIC_ROUTES) {
    const html = await (await request.get(route)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length, `${route} has scripts`).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(studioChunks, `${route} loads ${src}`).not.toContain(
        path.basename(src.split('?')[0]!),
      );
      const body = await (await request.get(src)).text();
      for (const marker of STUDIO_MARKERS)
        expect(body.includes(marker), `${src} contains ${marker}`).toBe(false);
    }
  }
});
