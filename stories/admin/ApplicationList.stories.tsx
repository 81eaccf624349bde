import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { ApplicationList } from '@/components/admin/ApplicationList';
import type { ApplicationSummary } from '@/lib/careers';
import type { Note } from '@/lib/notes';

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

const MARY = '0b7e6a52-0000-4000-8000-000000000003';

const note = (n: number, body: string, at: string): Note => ({
  id: `5c1d0e7a-0000-4000-8000-00000000000${n}`,
  subjectId: MARY,
  authorEmail: 'ada@studio.example',
  body,
  createdAt: new Date(at),
});

const meta = {
  title: 'Back office/ApplicationList',
  component: ApplicationList,
  args: {
    applications: [
      application(3, 'Mary Seacole', 'Podcast Producer', 'interview'),
      application(2, 'Isambard Brunel', 'Studio Sound Engineer', 'reviewing'),
      application(1, 'Rosalind Franklin', 'Social Video Editor', 'shortlisted'),
    ],
    notes: {
      [MARY]: [
        note(1, 'Strong portfolio; the live show clips are excellent.', '2026-11-23T10:00:00Z'),
        note(
          2,
          'Invited to interview on Tuesday.\nAsk about remote editing.',
          '2026-11-24T16:15:00Z',
        ),
      ],
    },
  },
} satisfies Meta<typeof ApplicationList>;

export default meta;

export { Light, Dark } from '../support/themes';
export const Empty: StoryObj<typeof meta> = { args: { applications: [] } };

/** A filter that matched nothing. */
export const NoMatch: StoryObj<typeof meta> = {
  args: { applications: [], empty: 'No applications match these filters.' },
};

/** One application opened: the cover note, the CV download, the notes thread and the status form. */
export const Opened: StoryObj<typeof meta> = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Mary Seacole · Podcast Producer'));
    await expect(canvas.getByRole('list', { name: 'Notes' })).toBeVisible();
  },
};
