import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ApplicationList } from '@/components/admin/ApplicationList';
import type { ApplicationSummary } from '@/lib/careers';

const application = (
  n: number,
  name: string,
  jobTitle: string,
  status: ApplicationSummary['status'],
): ApplicationSummary => ({
  id: `0b7e6a52-0000-4000-8000-00000000000${n}`,
  jobId: `jobPosting-${jobTitle.toLowerCase().replaceAll(' ', '-')}`,
  jobTitle,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: n % 2 ? '+44 20 7946 0000' : null,
  coverNote: n % 2 ? 'I have produced a weekly interview show for three years.' : '',
  cvStorageKey: `cv/${n}.pdf`,
  cvFileName: `${name.replace(' ', '-')}-CV.pdf`,
  cvContentType: 'application/pdf',
  cvBytes: 182_000 + n * 1000,
  status,
  createdAt: new Date(`2026-11-2${n}T09:30:00Z`),
  statusChangedAt: new Date(`2026-11-2${n}T09:30:00Z`),
});

const meta = {
  title: 'Back office/ApplicationList',
  component: ApplicationList,
  args: {
    applications: [
      application(3, 'Mary Seacole', 'Podcast Producer', 'new'),
      application(2, 'Isambard Brunel', 'Studio Sound Engineer', 'reviewing'),
      application(1, 'Rosalind Franklin', 'Social Video Editor', 'shortlisted'),
    ],
  },
} satisfies Meta<typeof ApplicationList>;

export default meta;

export { Light, Dark } from '../support/themes';
export const Empty: StoryObj<typeof meta> = { args: { applications: [] } };

/** One application opened: the cover note and the CV download. */
export const Opened: StoryObj<typeof meta> = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Mary Seacole · Podcast Producer'));
  },
};
