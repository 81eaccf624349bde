import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { PageHeader } from '@/components/sections/PageHeader';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/PageHeader',
  loaders: [loadSection('sound-design', 'pageHeader')],
  render: (_args, { loaded }) => <PageHeader section={loaded.section as SectionOf<'pageHeader'>} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
