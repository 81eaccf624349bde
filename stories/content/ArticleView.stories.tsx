import type { Meta } from '@storybook/nextjs-vite';
import { ArticleView } from '@/components/content/ArticleView';
import { articleBySlugQuery } from '@/lib/content/queries';
import type { ArticleBySlugQueryResult } from '@/lib/content/sanity.types';
import { seedQuery } from '../sections/seed';

type Article = NonNullable<ArticleBySlugQueryResult>;

// An insight page as /insights/[slug] renders it, from the seeded article and its related ones.
export default {
  title: 'Content/ArticleView',
  loaders: [
    async () => ({
      article: await seedQuery<Article>(articleBySlugQuery, { slug: 'why-the-room-matters' }),
    }),
  ],
  render: (_args, { loaded }) => <ArticleView article={loaded.article as Article} />,
} satisfies Meta;

export { Light, Dark, Mobile } from '../support/themes';
