import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { HeaderAccount } from '@/components/auth/HeaderAccount';
import { signedInFromParameters } from '../support/frames';
import { storyCustomer } from '../support/fixtures';
import { inDark } from '../support/themes';

// The header's account corner: Log In / Sign Up links, or the account menu (parameters.user).
export default {
  title: 'Account/HeaderAccount',
  component: HeaderAccount,
  parameters: { layout: 'centered' },
  decorators: [signedInFromParameters],
} satisfies Meta<typeof HeaderAccount>;

export const SignedOut: StoryObj = {};
export const SignedOutDark = inDark(SignedOut);
export const SignedIn: StoryObj = { parameters: { user: storyCustomer } };
