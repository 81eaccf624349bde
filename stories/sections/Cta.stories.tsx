import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Cta } from '@/components/sections/Cta';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/Cta',
  loaders: [loadSection('about', 'cta')],
  render: (_args, { loaded }) => <Cta section={loaded.section as SectionOf<'cta'>} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
