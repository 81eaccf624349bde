import type { Meta } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { PasswordForm } from '@/components/auth/PasswordForm';
import { submitShows } from '../support/play';
import { inSettingsPanel } from './frames';

export default {
  title: 'Account/PasswordForm',
  ...inSettingsPanel(PasswordForm, 'Password'),
} satisfies Meta<typeof PasswordForm>;

export { Light, Dark } from '../support/themes';

/** The new password's hint and its error are both announced with the field. */
export const ValidationMessages = submitShows({
  button: 'Change Password',
  messages: ['Enter your password'],
  then: async (canvas) =>
    expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      /At least 8 characters.*Password must be at least 8 characters/,
    ),
});
