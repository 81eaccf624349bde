import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { inAuthCard } from './frames';

const meta = {
  title: 'Account/RegisterForm',
  component: RegisterForm,
  decorators: [inAuthCard('Create Account')],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Name must be at least 2 characters')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
  },
};
