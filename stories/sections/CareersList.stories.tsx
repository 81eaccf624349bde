import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { CareersList } from '@/components/sections/CareersList';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/CareersList',
  loaders: [loadSection('careers', 'careersList')],
  render: (_args, { loaded }) => (
    <CareersList section={loaded.section as SectionOf<'careersList'>} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
