import type { Metadata, Viewport } from 'next';
import '@/components/theme/global.css';
import './styles.generated.css';
import { FullPageLinks, NotFound } from '@/components/layout/NotFound';
import { SiteDocument, siteViewport } from '@/components/layout/SiteDocument';
import { SiteShell } from '@/components/layout/SiteShell';
import { siteIdentity } from '@/lib/site';

// The not-found page for an address no route answers: Next's `/_not-found`, which the production
// server also answers every 404 with (server/steps/not-found-document.mjs). It renders without the
// root layout, so it brings the document. As the root's not-found.tsx it was the root layout's not-found
// boundary, and every page carried its whole site shell a second time in its payload; notFound()
// inside a route group renders that group's own not-found.tsx. Next marks this page noindex itself.
export const metadata: Metadata = { title: `Page Not Found | ${siteIdentity.name}` };

export const viewport: Viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteShell>
        <NotFound />
      </SiteShell>
      <FullPageLinks />
    </SiteDocument>
  );
}
