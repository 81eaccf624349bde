import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { requireAdminPage } from '@/lib/auth';

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin' },
  robots: { index: false },
};

/**
 * Server-side guard for everything under /admin (the Studio included). Each page also calls
 * requireAdminPage with its own path, since a layout is not re-run on client navigation.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const path = (await headers()).get('x-guarded-path');
  await requireAdminPage(path?.startsWith('/admin') ? path : '/admin');
  return children;
}
