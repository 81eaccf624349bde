import type { ReactNode } from 'react';
import { ContentUpdates } from '@/components/content/ContentUpdates';
import { SiteShell } from '@/components/layout/SiteShell';

// No loading.tsx here or in (site): a public page renders in a few tens of
// milliseconds from cached content, and a loading boundary would put its content after the footer in the HTML, shown
// by script once the whole document has arrived (a spinner at the load event, a late LCP, a
// layout shift). Without one, an unknown slug also answers 404 before anything is sent
// (vercel/next.js#45801), while pages created in the Studio after the build render on demand.
export default function ContentLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell>
      {children}
      <ContentUpdates />
    </SiteShell>
  );
}
