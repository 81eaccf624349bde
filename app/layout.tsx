import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@/components/theme/global.css';
import './styles.generated.css';
import { anchorJumpScript } from '@/components/layout/SiteShell/anchor-jumps';
import { themeInitScript } from '@/components/theme';
import { bodyFont } from '@/components/theme/font';
import { browserAssignmentScript } from '@/lib/experiments/inline-scripts';
import { zodWithoutEvalScript } from '@/lib/http/zod-without-eval';
import { experimentStatesForPages } from '@/lib/experiments/server';
import { appEnv } from '@/lib/env';
import { siteIdentity } from '@/lib/site';

export const metadata: Metadata = {
  metadataBase: new URL(appEnv().SITE_URL),
  title: {
    default: `${siteIdentity.name} | Podcast & Video Recording Studio`,
    template: `%s | ${siteIdentity.name}`,
  },
  description: siteIdentity.description,
  openGraph: { locale: siteIdentity.locale, siteName: siteIdentity.name, type: 'website' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0d0e12' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Before anything paints: the visitor id and the A/B variants chosen in the browser (static
  // pages) by the tests' live state, reported for the counts.
  const experimentsInitScript = browserAssignmentScript(
    '/api/experiments/assignments',
    await experimentStatesForPages(),
  );
  return (
    // The head script sets data-theme before first paint, so React must not fight over it.
    <html lang="en-GB" className={bodyFont.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <script dangerouslySetInnerHTML={{ __html: anchorJumpScript }} />
        <script dangerouslySetInnerHTML={{ __html: zodWithoutEvalScript }} />
        <script dangerouslySetInnerHTML={{ __html: experimentsInitScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
