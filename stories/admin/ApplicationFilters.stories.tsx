import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ApplicationFilters } from '@/components/admin/TalentPipeline';
import { padded } from '../support/frames';

const meta = {
  title: 'Back office/ApplicationFilters',
  component: ApplicationFilters,
  decorators: [padded('50rem')],
  args: {
    filters: {},
    jobs: [
      { jobId: 'jobPosting-producer', jobTitle: 'Podcast Producer' },
      { jobId: 'jobPosting-editor', jobTitle: 'Social Video Editor' },
    ],
  },
} satisfies Meta<typeof ApplicationFilters>;

export default meta;

export { Light, Dark, Mobile } from '../support/themes';

/** One job at one status, from a count's link: the choices show it, with the way back to all. */
export const Filtered: StoryObj<typeof meta> = {
  args: { filters: { job: 'jobPosting-editor', status: 'interview' } },
};
