import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ExploreServices } from '@/components/sections/ExploreServices';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/ExploreServices',
  loaders: [loadSection('home', 'exploreServices')],
  render: (_args, { loaded }) => (
    <ExploreServices section={loaded.section as SectionOf<'exploreServices'>} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
