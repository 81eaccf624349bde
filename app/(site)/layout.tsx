import type { ReactNode } from 'react';
import { ContentUpdates } from '@/components/content/ContentUpdates';
import { SiteShell } from '@/components/layout/SiteShell';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell>
      {children}
      <ContentUpdates />
    </SiteShell>
  );
}
