import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/content/ArticleView';
import { JsonLd } from '@/components/seo/JsonLd';
import { fetchContent } from '@/lib/content/fetch';
import { shareImage } from '@/lib/content/page-metadata';
import { articleBySlugQuery, articleSlugsQuery } from '@/lib/content/queries';
import type { ArticleBySlugQueryResult, ArticleSlugsQueryResult } from '@/lib/content/sanity.types';
import { siteSettings } from '@/lib/content/site-settings';
import { absoluteUrl } from '@/lib/site-url';
import { articleJsonLd, pageMetadata } from '@/lib/seo';

type Params = { slug: string };

export async function generateStaticParams(): Promise<Params[]> {
  const slugs = await fetchContent<ArticleSlugsQueryResult>(articleSlugsQuery);
  return slugs.map((slug) => ({ slug }));
}

function loadArticle(slug: string, draft = false) {
  return fetchContent<ArticleBySlugQueryResult>(
    articleBySlugQuery,
    { slug },
    { perspective: draft ? 'drafts' : 'published' },
  );
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { slug } = await params;
  const article = await loadArticle(slug);
  if (!article) return {};
  const title = article.seo?.title ?? article.title;
  const imageSource = article.seo?.image?.asset
    ? article.seo.image
    : article.cover?.asset
      ? article.cover
      : null;
  return pageMetadata({
    title,
    description: article.seo?.description ?? article.excerpt,
    path: `/insights/${article.slug}`,
    eyebrow: 'Insights',
    type: 'article',
    image: imageSource ? shareImage(imageSource, title) : undefined,
    noIndex: article.seo?.noIndex ?? false,
  });
}

/** An Insights article: Portable Text, reading time and related articles. */
export default async function ArticlePage({ params }: { params: Promise<Params> }) {
  const { slug } = await params;
  const draft = (await draftMode()).isEnabled;
  const [article, settings] = await Promise.all([loadArticle(slug, draft), siteSettings()]);
  if (!article) notFound();
  return (
    <>
      <JsonLd
        data={articleJsonLd({
          title: article.title,
          description: article.excerpt,
          url: absoluteUrl(`/insights/${article.slug}`),
          publishedAt: article.publishedAt,
          updatedAt: article._updatedAt,
          authorName: article.author?.name,
          publisherName: settings?.studioName ?? 'London Podcast Studio',
        })}
      />
      <ArticleView article={article} />
    </>
  );
}
