import type { MetadataRoute } from 'next';
import { appEnv } from '@/lib/env';

// Private areas and the API stay out of search results; everything else is public.
export default function robots(): MetadataRoute.Robots {
  const site = appEnv().SITE_URL.replace(/\/$/, '');
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/admin',
          '/account',
          '/my-bookings',
          '/api/',
          '/2fa-verify',
          '/reset-password',
          '/invite',
          '/newsletter',
        ],
      },
    ],
    sitemap: `${site}/sitemap.xml`,
    host: site,
  };
}
