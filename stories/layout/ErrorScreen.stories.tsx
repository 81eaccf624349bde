import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ErrorScreen } from '@/components/layout/ErrorScreen';

const meta = { title: 'Layout/ErrorScreen', component: ErrorScreen } satisfies Meta<
  typeof ErrorScreen
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
