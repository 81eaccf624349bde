import type { Metadata } from 'next';
import { CookieSettings } from '@/components/consent/CookieSettings';

export const metadata: Metadata = {
  title: 'Cookie Preferences',
  description: 'Choose which cookies we may use.',
  alternates: { canonical: '/cookie-preferences' },
};

export default function CookiePreferencesPage() {
  return <CookieSettings />;
}
