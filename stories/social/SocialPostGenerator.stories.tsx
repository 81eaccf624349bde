import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { SocialPostGenerator } from '@/components/social/SocialPostGenerator';

const meta = {
  title: 'Tools/SocialPostGenerator',
  component: SocialPostGenerator,
} satisfies Meta<typeof SocialPostGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
