import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { PostingCounts } from '@/components/admin/TalentPipeline';
import type { PostingCounts as Posting } from '@/lib/careers';

const posting = (
  jobId: string,
  jobTitle: string,
  counts: Partial<Posting['byStatus']>,
): Posting => {
  const byStatus = {
    new: 0,
    reviewing: 0,
    shortlisted: 0,
    interview: 0,
    offer: 0,
    hired: 0,
    rejected: 0,
    ...counts,
  };
  return { jobId, jobTitle, byStatus, total: Object.values(byStatus).reduce((a, b) => a + b, 0) };
};

const meta = {
  title: 'Back office/PostingCounts',
  component: PostingCounts,
  args: {
    postings: [
      posting('jobPosting-producer', 'Podcast Producer', { new: 4, reviewing: 2, interview: 1 }),
      posting('jobPosting-editor', 'Social Video Editor', {
        shortlisted: 1,
        offer: 1,
        rejected: 3,
      }),
      posting('jobPosting-engineer', 'Studio Sound Engineer', { hired: 1, rejected: 6 }),
    ],
  },
} satisfies Meta<typeof PostingCounts>;

export default meta;

export { Light, Dark, Mobile } from '../support/themes';
export const Empty: StoryObj<typeof meta> = { args: { postings: [] } };
