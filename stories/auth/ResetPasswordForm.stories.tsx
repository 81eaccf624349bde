import type { Meta } from '@storybook/nextjs-vite';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { onAuthPage } from './frames';

export default {
  title: 'Account/ResetPasswordForm',
  ...onAuthPage(ResetPasswordForm, 'Set a New Password', {
    token: 'story-reset-token-0123456789abcdef',
  }),
} satisfies Meta<typeof ResetPasswordForm>;

export { Light, Dark } from '../support/themes';
