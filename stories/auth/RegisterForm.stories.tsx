import type { Meta } from '@storybook/nextjs-vite';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { storyChallenge } from '../support/fixtures';
import { answering } from '../support/network';
import { submitShows } from '../support/play';
import { onAuthPage } from './frames';

export default {
  title: 'Account/RegisterForm',
  ...onAuthPage(RegisterForm, 'Create Account'),
} satisfies Meta<typeof RegisterForm>;

export { Light, Dark, Mobile } from '../support/themes';

export const ValidationMessages = {
  ...submitShows({
    button: 'Create Account',
    messages: ['Name must be at least 2 characters', 'Password must be at least 8 characters'],
  }),
  // Touching the form starts its browser check (components/ui/ProofOfWork), which asks for a challenge.
  beforeEach: answering({ '/api/challenge': storyChallenge }),
};
