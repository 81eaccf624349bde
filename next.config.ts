import type { NextConfig } from 'next';
import {
  PHASE_DEVELOPMENT_SERVER,
  PHASE_PRODUCTION_BUILD,
  PHASE_PRODUCTION_SERVER,
} from 'next/constants';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { siteAliases, siteRedirects } from './lib/routing/redirects';
import { securityHeaders } from './lib/http/security-headers';
import { RESOURCE_POLICY } from './server/contract.mjs';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets parallel builds (e.g. several worktrees or sessions) keep apart; default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Files the server reads at run time by path, which tracing cannot see: the database's
  // migrations, the seed content and the share card's font.
  outputFileTracingIncludes: {
    '/**': ['./lib/db/migrations/**/*', './content/**/*', './lib/social/fonts/**/*'],
  },
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
    return [
      { source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') },
      // An API answer is never a document that runs code (pages get theirs from proxy.ts).
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: RESOURCE_POLICY }],
      },
    ];
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
  return withVanillaExtract({
    ...nextConfig,
    // The build also writes a self-contained server, .next/standalone (node .next/standalone/server.js,
    // the Dockerfile's): one build serves `npm start`, `next start` and that (docs/operations.md).
    // Said at build time only, where it applies: said as a server starts, Next would warn that
    // `next start` does not work with it, which is not so (tests/e2e/next-start.spec.ts).
    output: building ? 'standalone' : undefined,
    cacheHandler: sharedCacheHandler(phase),
  });
}

// With REDIS_URL, the production server keeps Next's cache in Redis, shared by every instance
// (server/cache-handler.mjs). Chosen as the server starts, never at build time: one build serves with
// or without Redis, and a build never writes into a Redis it may not reach.
function sharedCacheHandler(phase: string): string | undefined {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL) return undefined;
  return new URL('./server/cache-handler.mjs', import.meta.url).href;
}
