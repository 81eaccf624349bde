// The <head> of a content page, from its SEO fields with the site-wide defaults behind them.
import type { Metadata } from 'next';
import { pageMetadata as buildPageMetadata, SHARE_IMAGE } from '../seo';
import { fetchContent } from './fetch';
import { urlForImage, type SanityImageSource } from './image';
import { pageMetadataQuery } from './queries';
import type { PageMetadataQueryResult } from './sanity.types';

/** A content image cropped to the 1200×630 share size, for Open Graph and Twitter. */
export function shareImage(source: SanityImageSource, alt: string) {
  const url = urlForImage(source)
    .width(SHARE_IMAGE.width)
    .height(SHARE_IMAGE.height)
    .fit('crop')
    .url();
  return { url, alt };
}

/** Metadata of the page document with this slug, or null when there is none. `path` is its URL path. */
export async function pageMetadata(slug: string, path: string): Promise<Metadata | null> {
  const { page, defaults } = await fetchContent<PageMetadataQueryResult>(pageMetadataQuery, {
    slug,
  });
  if (!page) return null;
  const isHome = slug === 'home';
  const title =
    page.seo?.title ?? (isHome ? defaults?.defaultSeo?.title : page.title) ?? page.title;
  const description = page.seo?.description ?? defaults?.defaultSeo?.description ?? undefined;
  const shareSource = page.seo?.image?.asset
    ? page.seo.image
    : defaults?.shareImage?.asset
      ? defaults.shareImage
      : null;
  const image = shareSource ? shareImage(shareSource, title) : undefined;
  const metadata = buildPageMetadata({
    title,
    description: description ?? '',
    path,
    image,
    noIndex: page.seo?.noIndex ?? false,
  });
  // The home title stands alone; other pages get the site name from the root template.
  return isHome ? { ...metadata, title: { absolute: title } } : metadata;
}
