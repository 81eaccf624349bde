import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Testimonials } from '@/components/sections/Testimonials';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/Testimonials',
  loaders: [loadSection('about', 'testimonials')],
  render: (_args, { loaded }) => (
    <Testimonials section={loaded.section as SectionOf<'testimonials'>} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
