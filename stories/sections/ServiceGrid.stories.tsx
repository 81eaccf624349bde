import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ServiceGrid } from '@/components/sections/ServiceGrid';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/ServiceGrid',
  loaders: [loadSection('studio-services', 'serviceGrid')],
  render: (_args, { loaded }) => (
    <ServiceGrid section={loaded.section as SectionOf<'serviceGrid'>} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
