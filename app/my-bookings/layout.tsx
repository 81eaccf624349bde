import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/SiteShell';

// Each page guards itself (requireSignedInPage), as layouts are not re-run on every navigation.
export default function MyBookingsLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
