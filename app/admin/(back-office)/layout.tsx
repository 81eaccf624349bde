import type { ReactNode } from 'react';
import { BackOffice } from '@/components/admin/BackOffice';

export default function BackOfficeLayout({ children }: { children: ReactNode }) {
  return <BackOffice>{children}</BackOffice>;
}
