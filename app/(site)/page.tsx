import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { SectionRenderer } from '@/components/sections/SectionRenderer';
import { JsonLd } from '@/components/seo/JsonLd';
import { fetchContent } from '@/lib/content/fetch';
import { pageMetadata } from '@/lib/content/page-metadata';
import { pageBySlugQuery } from '@/lib/content/queries';
import type { PageBySlugQueryResult } from '@/lib/content/sanity.types';
import { siteSettings } from '@/lib/content/site-settings';
import { studioBusiness } from '@/lib/content/structured-data';
import { localBusinessJsonLd } from '@/lib/seo';

export async function generateMetadata(): Promise<Metadata> {
  return (await pageMetadata('home', '/')) ?? {};
}

export default async function HomePage() {
  const draft = (await draftMode()).isEnabled;
  // No cookie is read: the page is the same for everyone, and the hero shows the visitor's variant by itself.
  const [page, settings] = await Promise.all([
    fetchContent<PageBySlugQueryResult>(
      pageBySlugQuery,
      { slug: 'home' },
      { perspective: draft ? 'drafts' : 'published' },
    ),
    siteSettings(),
  ]);
  if (!page) notFound();
  return (
    <>
      {settings && <JsonLd data={localBusinessJsonLd(studioBusiness(settings))} />}
      <SectionRenderer
        sections={page.sections}
        context={{}}
        draft={draft}
        document={{ _id: page._id, _type: 'page' }}
      />
    </>
  );
}
