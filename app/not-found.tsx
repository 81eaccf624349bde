import type { Metadata } from 'next';
import { NotFound } from '@/components/layout/NotFound';
import { SiteShell } from '@/components/layout/SiteShell';

// Next.js marks not-found responses noindex itself and answers with status 404.
export const metadata: Metadata = { title: 'Page Not Found' };

export default function NotFoundPage() {
  return (
    <SiteShell>
      <NotFound />
    </SiteShell>
  );
}
