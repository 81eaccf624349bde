import type { Meta } from '@storybook/nextjs-vite';
import { LoginForm } from '@/components/auth/LoginForm';
import { submitShows } from '../support/play';
import { onAuthPage } from './frames';

export default {
  title: 'Account/LoginForm',
  ...onAuthPage(LoginForm, 'Log In'),
} satisfies Meta<typeof LoginForm>;

export { Light, Dark, Mobile } from '../support/themes';

/** An empty submit is checked in the browser with the route's own schema; nothing is sent. */
export const ValidationMessages = submitShows({
  button: 'Log In',
  messages: ['Please enter a valid email address', 'Enter your password'],
  invalid: 'Email',
});
