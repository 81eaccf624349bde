import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Team } from '@/components/sections/Team';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/Team',
  loaders: [loadSection('home', 'team')],
  render: (_args, { loaded }) => <Team section={loaded.section as SectionOf<'team'>} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
