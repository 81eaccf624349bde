import type { Metadata } from 'next';
import { NotFound } from '@/components/layout/NotFound';
import { SiteShell } from '@/components/layout/SiteShell';

// An editor link to a document type or id that does not exist (lib/content/studio-intent.ts).
export const metadata: Metadata = { title: 'Page Not Found' };

export default function AdminNotFound() {
  return (
    <SiteShell>
      <NotFound />
    </SiteShell>
  );
}
