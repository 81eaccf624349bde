import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ArticleList } from '@/components/sections/ArticleList';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/ArticleList',
  loaders: [loadSection('insights', 'articleList')],
  render: (_args, { loaded }) => (
    <ArticleList section={loaded.section as SectionOf<'articleList'>} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
