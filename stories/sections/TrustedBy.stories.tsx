import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { TrustedBy } from '@/components/sections/TrustedBy';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/TrustedBy',
  loaders: [loadSection('home', 'trustedBy')],
  render: (_args, { loaded }) => <TrustedBy section={loaded.section as SectionOf<'trustedBy'>} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
