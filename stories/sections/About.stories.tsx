import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { About } from '@/components/sections/About';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/About',
  loaders: [loadSection('home', 'about')],
  render: (_args, { loaded }) => <About section={loaded.section as SectionOf<'about'>} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
