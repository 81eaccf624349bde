import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordForm } from '@/components/auth/PasswordForm';
import { inSettings } from './frames';

const meta = {
  title: 'Account/PasswordForm',
  component: PasswordForm,
  decorators: [inSettings('Password')],
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

/** The new password's hint and its error are both announced with the field. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText('Enter your password')).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      /At least 8 characters.*Password must be at least 8 characters/,
    );
  },
};
