import Link from 'next/link';
import { SanityImage } from '@/components/media/SanityImage';
import { SectionLayout, sectionStyles } from '../SectionLayout';
import type { SectionOf } from '../types';
import * as styles from './ArticleList.css';
import { formatDate } from './formatDate';

/** The newest Insights articles, as many as the block asks for. */
export function ArticleList({ section }: { section: SectionOf<'articleList'> }) {
  const articles = section.articles.slice(0, section.limit);
  return (
    <SectionLayout id={`articles-${section._key}`} heading={section.heading} intro={section.intro}>
      {articles.length === 0 ? (
        <p className={sectionStyles.muted}>New articles are on their way.</p>
      ) : (
        <ul className={sectionStyles.cardGrid}>
          {articles.map((article) => (
            <li key={article._id} className={styles.card}>
              <SanityImage
                image={article.cover}
                alt=""
                sizes="(max-width: 600px) 100vw, 380px"
                aspectRatio={16 / 9}
                className={styles.cover}
              />
              <div className={styles.body}>
                <p className={styles.meta}>
                  <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
                  {article.author && <> · {article.author}</>}
                </p>
                <h3 className={sectionStyles.cardTitle}>
                  <Link href={`/insights/${article.slug}`} className={styles.link}>
                    {article.title}
                  </Link>
                </h3>
                <p className={sectionStyles.muted}>{article.excerpt}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionLayout>
  );
}
