import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { FaqList } from '@/components/sections/FaqList';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/FaqList',
  loaders: [loadSection('studio-services', 'faqList')],
  render: (_args, { loaded }) => <FaqList section={loaded.section as SectionOf<'faqList'>} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
