import type { Meta } from '@storybook/nextjs-vite';
import { ArticleList } from '@/components/sections/ArticleList';
import { seeded } from './seed';

export default {
  title: 'Sections/ArticleList',
  ...seeded(ArticleList, 'insights', 'articleList'),
} satisfies Meta;

export { Light, Dark } from '../support/themes';
