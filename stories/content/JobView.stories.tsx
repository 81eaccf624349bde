import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { JobView } from '@/components/content/JobView';
import { jobPostingBySlugQuery } from '@/lib/content/queries';
import type { JobPostingBySlugQueryResult } from '@/lib/content/sanity.types';
import { seedQuery } from '../sections/seed';

type Job = NonNullable<JobPostingBySlugQueryResult>;

// A job page as /careers/[slug] renders it: the seeded posting, with the form while it is open.
const meta = {
  title: 'Content/JobView',
  args: { open: true },
  loaders: [
    async () => ({
      job: await seedQuery<Job>(jobPostingBySlugQuery, { slug: 'podcast-producer' }),
    }),
  ],
  render: ({ open }, { loaded }) => <JobView job={loaded.job as Job} open={open} />,
} satisfies Meta<{ open: boolean }>;

export default meta;

export { Light, Dark, Mobile } from '../support/themes';
/** Past its closing date: the form gives way to a notice. */
export const Closed: StoryObj<typeof meta> = { args: { open: false } };
