import type { Meta } from '@storybook/nextjs-vite';
import { NewsletterForm } from '@/components/layout/NewsletterForm';
import { storyChallenge } from '../support/fixtures';
import { padded } from '../support/frames';
import { answering } from '../support/network';
import { submitShows } from '../support/play';

export default {
  title: 'Layout/NewsletterForm',
  component: NewsletterForm,
  decorators: [padded('24rem')],
} satisfies Meta<typeof NewsletterForm>;

export { Light, Dark } from '../support/themes';

const email = 'Get studio news and podcasting tips by e-mail';
export const InvalidAddress = {
  ...submitShows({
    typed: { [email]: 'not-an-email' },
    button: 'Subscribe',
    messages: ['Please enter a valid email address'],
    invalid: email,
  }),
  // Typing starts the live form's browser check (components/ui/ProofOfWork): it asks for a challenge.
  beforeEach: answering({ '/api/challenge': storyChallenge }),
};
