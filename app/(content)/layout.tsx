import type { ReactNode } from 'react';
import { ContentUpdates } from '@/components/content/ContentUpdates';
import { SiteShell } from '@/components/layout/SiteShell';

// Content pages by slug live outside (site) on purpose: (site)/loading.tsx would wrap them in a
// Suspense boundary, so a page rendered on demand for an unknown slug would stream out with
// status 200 before notFound() runs (vercel/next.js#45801). Without it, unknown slugs answer 404
// while pages created in the Studio after the build still render on demand.
export default function ContentLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell>
      {children}
      <ContentUpdates />
    </SiteShell>
  );
}
