import type { Meta } from '@storybook/nextjs-vite';
import { TwoFactorForm } from '@/components/auth/TwoFactorForm';
import { submitShows } from '../support/play';
import { onAuthPage } from './frames';

export default {
  title: 'Account/TwoFactorForm',
  ...onAuthPage(TwoFactorForm, 'Two-Factor Authentication'),
} satisfies Meta<typeof TwoFactorForm>;

export { Light, Dark } from '../support/themes';

export const InvalidCode = submitShows({
  typed: { 'Authentication code': '12' },
  button: 'Verify',
  messages: ['Enter the 6-digit code or a recovery code'],
});
