import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { EmailForm } from '@/components/auth/EmailForm';
import { inSettings, storyCustomer } from './frames';

const meta = {
  title: 'Account/EmailForm',
  component: EmailForm,
  decorators: [inSettings('Email')],
  args: { email: storyCustomer.email },
} satisfies Meta<typeof EmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
