import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { PersistExperiments } from '@/components/experiments/PersistExperiments';
import { SectionRenderer } from '@/components/sections/SectionRenderer';
import { JsonLd } from '@/components/seo/JsonLd';
import { fetchContent } from '@/lib/content/fetch';
import { pageMetadata } from '@/lib/content/page-metadata';
import { pageBySlugQuery } from '@/lib/content/queries';
import type { PageBySlugQueryResult } from '@/lib/content/sanity.types';
import { siteSettings } from '@/lib/content/site-settings';
import { studioBusiness } from '@/lib/content/structured-data';
import { getServerVariant } from '@/lib/experiments/server';
import { localBusinessJsonLd } from '@/lib/seo';

export async function generateMetadata(): Promise<Metadata> {
  return (await pageMetadata('home', '/')) ?? {};
}

export default async function HomePage() {
  const draft = (await draftMode()).isEnabled;
  const [page, hero, settings] = await Promise.all([
    fetchContent<PageBySlugQueryResult>(
      pageBySlugQuery,
      { slug: 'home' },
      { perspective: draft ? 'drafts' : 'published' },
    ),
    getServerVariant('heroSection'),
    siteSettings(),
  ]);
  if (!page) notFound();
  return (
    <>
      {settings && <JsonLd data={localBusinessJsonLd(studioBusiness(settings))} />}
      <PersistExperiments assignment={hero} />
      <SectionRenderer
        sections={page.sections}
        context={{ heroVariant: hero.variant }}
        draft={draft}
        document={{ _id: page._id, _type: 'page' }}
      />
    </>
  );
}
