import { SanityImage } from '@/components/media/SanityImage';
import { ArticleList, formatDate } from '@/components/sections/ArticleList';
import { PageHeader } from '@/components/sections/PageHeader';
import { PortableTextBody } from '@/components/sections/RichText/PortableTextBody';
import { readingMinutes } from '@/lib/content/reading-time';
import type { ArticleBySlugQueryResult } from '@/lib/content/sanity.types';
import * as styles from './ArticleView.css';

type Article = NonNullable<ArticleBySlugQueryResult>;

/** An Insights article: its header, byline with reading time, cover, body, tags and related reads. */
export function ArticleView({ article }: { article: Article }) {
  const minutes = readingMinutes(article.body);
  return (
    <>
      <PageHeader
        section={{
          _key: 'article-header',
          _type: 'pageHeader',
          eyebrow: 'Insights',
          heading: article.title,
          lead: article.excerpt,
        }}
      />
      <article className={styles.article} aria-labelledby="page-heading">
        <p className={styles.meta}>
          {article.author && <span>By {article.author.name}</span>}
          {article.author && <span aria-hidden="true">·</span>}
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{minutes} min read</span>
        </p>
        {article.cover?.asset && (
          <SanityImage
            image={article.cover}
            sizes="(max-width: 800px) 100vw, 720px"
            aspectRatio={16 / 9}
            priority
            className={styles.cover}
          />
        )}
        <PortableTextBody value={article.body} />
        {article.tags && article.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Topics">
            {article.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
      </article>
      {article.related.length > 0 && (
        <ArticleList
          section={{
            _key: 'related',
            _type: 'articleList',
            heading: 'Related insights',
            limit: 3,
            articles: article.related,
          }}
        />
      )}
    </>
  );
}
