import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { RichText } from '@/components/sections/RichText';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/RichText',
  loaders: [loadSection('privacy-policy', 'richText')],
  render: (_args, { loaded }) => <RichText section={loaded.section as SectionOf<'richText'>} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
