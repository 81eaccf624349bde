import type { NextConfig } from 'next';
import {
  PHASE_DEVELOPMENT_SERVER,
  PHASE_PRODUCTION_BUILD,
  PHASE_PRODUCTION_SERVER,
} from 'next/constants';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { siteAliases, siteRedirects } from './lib/routing/redirects';
import { securityHeaders } from './lib/http/security-headers';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets parallel builds (e.g. several worktrees or sessions) keep apart; default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // STUDIO_TEST_PROBES=1 (the build `npm test` makes) adds the test-only pages, `page.probe.tsx`
  // (app/(site)/csp-probe): a production build has none of them.
  pageExtensions:
    process.env.STUDIO_TEST_PROBES === '1' ? ['tsx', 'ts', 'probe.tsx'] : ['tsx', 'ts'],
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pdfkit'],
  experimental: {
    // app/global-not-found.tsx: the 404 page for unmatched addresses renders outside the root
    // layout, so the root layout's not-found boundary (in every page's payload) stays Next's own.
    globalNotFound: true,
    // Next 16.3+'s optimistic routing re-sends, several times a second and for as long as the page is
    // open, the prefetch of a link to a redirected or rewritten address (/blog, /terms…): 250 requests
    // in 5 s on /login, seen in tests/e2e/prefetch-settles.spec.ts (vercel/next.js#97329, #97135).
    optimisticRouting: false,
  },
  async redirects() {
    return siteRedirects;
  },
  async rewrites() {
    return siteAliases;
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') }];
  },
};

export default async function config(phase: string): Promise<NextConfig> {
  const building = phase === PHASE_PRODUCTION_BUILD;
  if (building || phase === PHASE_DEVELOPMENT_SERVER) {
    // The styles as one stylesheet, app/styles.generated.css (why: .scripts/build-styles.mjs).
    const { writeStylesheet } = await import('./.scripts/build-styles.mjs');
    await writeStylesheet();
  }
  // A production build takes its CSS from that stylesheet alone; in development each style module
  // keeps its own CSS too, so that an edit shows at once.
  const withVanillaExtract = createVanillaExtractPlugin({
    outputCss: !building,
    unstable_turbopack: { mode: 'auto' },
  });
  return withVanillaExtract({ ...nextConfig, cacheHandler: sharedCacheHandler(phase) });
}

// With REDIS_URL, the production server keeps Next's cache in Redis, shared by every instance
// (server/cache-handler.mjs). Chosen as the server starts, never at build time: one build serves with
// or without Redis, and a build never writes into a Redis it may not reach.
function sharedCacheHandler(phase: string): string | undefined {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL) return undefined;
  return new URL('./server/cache-handler.mjs', import.meta.url).href;
}
