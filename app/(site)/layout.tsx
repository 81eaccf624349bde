import type { ReactNode } from 'react';
import { LiveRefresh } from '@/components/content/LiveRefresh';
import { SiteShell } from '@/components/layout/SiteShell';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell>
      {children}
      {/* The local Content Lake pushes publishes to open pages; a hosted project uses its own live API. */}
      {process.env.SANITY_PROJECT_ID ? null : <LiveRefresh />}
    </SiteShell>
  );
}
