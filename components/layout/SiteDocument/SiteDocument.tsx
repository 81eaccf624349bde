import type { Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { themeInitScript } from '@/components/theme';
import { bodyFont } from '@/components/theme/font';
import {
  BROWSER_ASSIGNMENT_SCRIPT,
  BROWSER_TESTS_ELEMENT_ID,
  browserAssignmentData,
} from '@/lib/experiments/inline-scripts';
import { experimentStatesForPages } from '@/lib/experiments/server';
import { zodWithoutEvalScript } from '@/lib/http/zod-without-eval';
import { anchorJumpScript } from '../SiteShell/anchor-jumps';

export const siteViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0d0e12' },
  ],
};

/**
 * The document around every page: the root layout's, and the not-found page's for an address that
 * matches no route (app/global-not-found.tsx, which renders without the root layout).
 */
export async function SiteDocument({ children }: { children: ReactNode }) {
  // Every document is rendered for its request, so Next puts this request's CSP nonce (proxy.ts)
  // on its scripts on any host: a prerendered page's scripts carry none, and a strict policy then
  // refuses them all (ARCHITECTURE.md, "A policy fixed before the body"). Content reads stay cached
  // by Next; the production server keeps whole documents (server/steps/document-cache.mjs).
  await connection();
  // Before anything paints: the visitor id and the A/B variants chosen in the browser (static
  // pages) by the tests' live state, reported for the counts.
  const browserTests = browserAssignmentData(
    '/api/experiments/assignments',
    await experimentStatesForPages(),
  );
  // Every script here is one of site-scripts.ts, which the policy allows by hash.
  return (
    // The head script sets data-theme before first paint, so React must not fight over it.
    <html lang="en-GB" className={bodyFont.variable} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's document, as in a root layout */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <script dangerouslySetInnerHTML={{ __html: anchorJumpScript }} />
        <script dangerouslySetInnerHTML={{ __html: zodWithoutEvalScript }} />
        <script
          type="application/json"
          id={BROWSER_TESTS_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: browserTests }}
        />
        <script dangerouslySetInnerHTML={{ __html: BROWSER_ASSIGNMENT_SCRIPT }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
