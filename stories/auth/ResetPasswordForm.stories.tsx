import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { inAuthCard } from './frames';

const meta = {
  title: 'Account/ResetPasswordForm',
  component: ResetPasswordForm,
  decorators: [inAuthCard('Set a New Password')],
  args: { token: 'story-reset-token-0123456789abcdef' },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
