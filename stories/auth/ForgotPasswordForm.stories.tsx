import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import { inAuthCard } from './frames';

const meta = {
  title: 'Account/ForgotPasswordForm',
  component: ForgotPasswordForm,
  decorators: [inAuthCard('Forgot Password')],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
