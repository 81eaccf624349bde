import type { Meta } from '@storybook/nextjs-vite';
import { AcceptInviteForm } from '@/components/auth/AcceptInviteForm';
import { submitShows } from '../support/play';
import { onAuthPage } from './frames';

export default {
  title: 'Account/AcceptInviteForm',
  ...onAuthPage(AcceptInviteForm, 'Join the back office', {
    token: 'story-invite-token-0123456789abcdef',
    email: 'jo@studio.example',
    name: '',
  }),
} satisfies Meta<typeof AcceptInviteForm>;

export { Light, Dark, Mobile } from '../support/themes';

export const ValidationMessages = submitShows({
  button: 'Accept Invitation',
  messages: ['Name must be at least 2 characters', 'Password must be at least 8 characters'],
});
