import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { PodcastList } from '@/components/sections/PodcastList';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/PodcastList',
  loaders: [loadSection('our-work', 'podcastList')],
  render: (_args, { loaded }) => (
    <PodcastList section={loaded.section as SectionOf<'podcastList'>} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
