import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TwoFactorForm } from '@/components/auth/TwoFactorForm';
import { inAuthCard } from './frames';

const meta = {
  title: 'Account/TwoFactorForm',
  component: TwoFactorForm,
  decorators: [inAuthCard('Two-Factor Authentication')],
} satisfies Meta<typeof TwoFactorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

export const InvalidCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Authentication code'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(
      await canvas.findByText('Enter the 6-digit code or a recovery code'),
    ).toBeVisible();
  },
};
