import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { AssistantLauncher } from '@/components/assistant/AssistantLauncher';

const meta = {
  title: 'Assistant/AssistantLauncher',
  component: AssistantLauncher,
} satisfies Meta<typeof AssistantLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
