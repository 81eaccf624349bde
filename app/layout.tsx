import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@/components/theme/global.css';
import './styles.generated.css';
import { SiteDocument, siteViewport } from '@/components/layout/SiteDocument';
import { appEnv } from '@/lib/env';
import { siteIdentity } from '@/lib/site';

export const metadata: Metadata = {
  metadataBase: new URL(appEnv().SITE_URL),
  title: {
    default: `${siteIdentity.name} | Podcast & Video Recording Studio`,
    template: `%s | ${siteIdentity.name}`,
  },
  description: siteIdentity.description,
  openGraph: { locale: siteIdentity.locale, siteName: siteIdentity.name, type: 'website' },
};

export const viewport: Viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
