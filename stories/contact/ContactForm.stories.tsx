import type { Meta } from '@storybook/nextjs-vite';
import { ContactForm } from '@/components/contact/ContactForm';
import { padded } from '../support/frames';
import { submitShows } from '../support/play';

export default {
  title: 'Contact/ContactForm',
  component: ContactForm,
  args: { privacyNote: 'By sending this message you agree to our Privacy Policy.' },
  decorators: [padded()],
} satisfies Meta<typeof ContactForm>;

export { Light, Dark, Mobile } from '../support/themes';

/** The three messages of spec §5, shown on submit and kept up to date on every change. */
export const ValidationMessages = submitShows({
  button: 'Send Message',
  messages: [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Message must be at least 10 characters',
  ],
  invalid: 'Name*',
});
