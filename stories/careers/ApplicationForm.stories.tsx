import type { Meta } from '@storybook/nextjs-vite';
import { ApplicationForm } from '@/components/careers/ApplicationForm';
import { submitShows } from '../support/play';

export default {
  title: 'Careers/ApplicationForm',
  component: ApplicationForm,
  args: { jobId: 'jobPosting-podcast-producer', jobTitle: 'Podcast Producer' },
} satisfies Meta<typeof ApplicationForm>;

export { Light, Dark, Mobile } from '../support/themes';

/** Submitting an empty form explains every required field, including the CV. */
export const ValidationMessages = submitShows({
  button: 'Send Application',
  messages: [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Attach your CV',
  ],
});
