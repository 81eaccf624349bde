import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { DrawerAccount } from '@/components/auth/DrawerAccount';
import { padded, signedInFromParameters } from '../support/frames';
import { storyAdmin, storyCustomer } from '../support/fixtures';
import { inDark } from '../support/themes';

// The mobile drawer's account links (parameters.user says who is signed in).
export default {
  title: 'Account/DrawerAccount',
  component: DrawerAccount,
  decorators: [padded('20rem'), signedInFromParameters],
} satisfies Meta<typeof DrawerAccount>;

export const SignedOut: StoryObj = {};
export const SignedIn: StoryObj = { parameters: { user: storyCustomer } };
export const SignedInDark = inDark(SignedIn);
export const Admin: StoryObj = { parameters: { user: storyAdmin } };
