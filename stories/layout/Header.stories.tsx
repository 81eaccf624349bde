import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Header } from '@/components/layout/Header';
import { signedInFromParameters } from '../support/frames';
import { storyCustomer } from '../support/fixtures';
import { inDark } from '../support/themes';

// Each story says who is signed in (parameters.user, none = signed out).
export default {
  title: 'Layout/Header',
  component: Header,
  parameters: { nextjs: { navigation: { pathname: '/about' } } },
  decorators: [signedInFromParameters],
} satisfies Meta<typeof Header>;

export { Light, Dark, Mobile } from '../support/themes';
export const SignedIn: StoryObj = { parameters: { user: storyCustomer } };
export const SignedInDark = inDark(SignedIn);
