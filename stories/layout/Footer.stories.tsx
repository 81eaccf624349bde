import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Footer } from '@/components/layout/Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
