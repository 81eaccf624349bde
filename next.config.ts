import type { NextConfig } from 'next';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { siteAliases, siteRedirects } from './lib/routing/redirects';
import { securityHeaders } from './lib/http/security-headers';

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets parallel builds (e.g. several worktrees or sessions) keep apart; default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
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

export default withVanillaExtract(nextConfig);
