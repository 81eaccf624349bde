import type { Metadata } from 'next';
import { siteIdentity } from '../site';

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export interface PageSeo {
  title: string;
  description: string;
  /** The page's own path, e.g. `/about`: its canonical URL and Open Graph URL. */
  path: string;
  /** A word or two over the title on the share card, e.g. "Insights". */
  eyebrow?: string;
  /** A content image (already a URL) to use instead of the generated card. */
  image?: { url: string; alt?: string };
  type?: 'website' | 'article';
  noIndex?: boolean;
}

/** The generated 1200×630 share card of a page (see app/api/share-card). */
export function shareCardPath(title: string, eyebrow?: string): string {
  const query = new URLSearchParams({ title: title.slice(0, 120) });
  if (eyebrow) query.set('eyebrow', eyebrow.slice(0, 60));
  return `/api/share-card?${query}`;
}

/** Title, description, canonical URL, Open Graph (en_GB) and Twitter card for one page. */
export function pageMetadata(seo: PageSeo): Metadata {
  const image = seo.image ?? { url: shareCardPath(seo.title, seo.eyebrow), alt: seo.title };
  const images = [{ ...image, ...SHARE_IMAGE, alt: image.alt ?? seo.title }];
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical: seo.path },
    openGraph: {
      title: seo.title,
      description: seo.description,
      url: seo.path,
      siteName: siteIdentity.name,
      locale: siteIdentity.locale,
      type: seo.type ?? 'website',
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: seo.title,
      description: seo.description,
      images: images.map(({ url }) => url),
    },
    ...(seo.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
