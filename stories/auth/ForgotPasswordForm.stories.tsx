import type { Meta } from '@storybook/nextjs-vite';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import { onAuthPage } from './frames';

export default {
  title: 'Account/ForgotPasswordForm',
  ...onAuthPage(ForgotPasswordForm, 'Forgot Password'),
} satisfies Meta<typeof ForgotPasswordForm>;

export { Light, Dark } from '../support/themes';
