import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Stats } from '@/components/sections/Stats';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/Stats',
  loaders: [loadSection('studio-services', 'stats')],
  render: (_args, { loaded }) => <Stats section={loaded.section as SectionOf<'stats'>} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
