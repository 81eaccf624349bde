import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Header } from '@/components/layout/Header';

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { nextjs: { navigation: { pathname: '/about' } } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
