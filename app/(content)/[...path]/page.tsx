import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { JsonLd } from '@/components/seo/JsonLd';
import { SectionRenderer } from '@/components/sections/SectionRenderer';
import { fetchContent } from '@/lib/content/fetch';
import { pageMetadata } from '@/lib/content/page-metadata';
import { pageBySlugQuery, pageSlugsQuery, redirectsQuery } from '@/lib/content/queries';
import type {
  PageBySlugQueryResult,
  PageSlugsQueryResult,
  RedirectsQueryResult,
} from '@/lib/content/sanity.types';
import { pageFeeds, withFeedLinks } from '@/lib/podcasts';
import { matchRedirect } from '@/lib/routing/content-redirects';
import { faqPageJsonLd } from '@/lib/seo';

type Params = { path: string[] };

// Re-rendered whenever content changes (cache tags), and at least hourly so that the careers list drops a job whose closing date has passed
// without waiting for an edit.
export const revalidate = 3600;

export async function generateStaticParams(): Promise<Params[]> {
  const slugs = await fetchContent<PageSlugsQueryResult>(pageSlugsQuery);
  return slugs.map((slug) => ({ path: [slug] }));
}

/** The slug of the page document a path shows: one segment, never the home page's. */
function slugOf(path: string[]): string | null {
  return path.length === 1 && path[0] !== 'home' ? path[0]! : null;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const slug = slugOf((await params).path);
  const metadata = slug ? await pageMetadata(slug, `/${slug}`) : null;
  // A page listing podcasts links their feeds, so feed readers find them from it (e.g. /our-work).
  return metadata ? withFeedLinks(metadata, await pageFeeds(slug!)) : {};
}

/** The questions of the page's FAQ blocks, for FAQPage structured data. */
function faqsOf(page: NonNullable<PageBySlugQueryResult>) {
  return page.sections.flatMap((section) =>
    section._type === 'faqList'
      ? section.faqs.map((faq) => ({ question: faq.question, answer: faq.answer }))
      : [],
  );
}

/**
 * Any page document by its slug (also ones published after the build); otherwise a redirect
 * document from the Studio that matches the path; otherwise 404.
 */
export default async function ContentPage({ params }: { params: Promise<Params> }) {
  const { path } = await params;
  const slug = slugOf(path);
  const draft = (await draftMode()).isEnabled;
  const page = slug
    ? await fetchContent<PageBySlugQueryResult>(
        pageBySlugQuery,
        { slug },
        { perspective: draft ? 'drafts' : 'published' },
      )
    : null;
  if (!page) {
    const redirects = await fetchContent<RedirectsQueryResult>(redirectsQuery);
    const target = matchRedirect(redirects, `/${path.map(encodeURIComponent).join('/')}`);
    if (target?.permanent) permanentRedirect(target.destination);
    if (target) redirect(target.destination);
    notFound();
  }
  const faqs = faqsOf(page);
  return (
    <>
      {faqs.length > 0 && <JsonLd data={faqPageJsonLd(faqs)} />}
      <SectionRenderer
        sections={page.sections}
        draft={draft}
        document={{ _id: page._id, _type: 'page' }}
      />
    </>
  );
}
