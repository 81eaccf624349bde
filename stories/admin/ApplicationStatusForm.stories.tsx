import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { ApplicationStatusForm } from '@/components/admin/TalentPipeline';
import { padded } from '../support/frames';
import { answering, Reply } from '../support/network';

const ID = '0b7e6a52-0000-4000-8000-000000000003';
const PATH = `/api/admin/applications/${ID}`;

const meta = {
  title: 'Back office/ApplicationStatusForm',
  component: ApplicationStatusForm,
  decorators: [padded()],
  args: { applicationId: ID, applicantName: 'Mary Seacole', status: 'shortlisted' },
} satisfies Meta<typeof ApplicationStatusForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';

/** Moved to interview with a note, and the invitation e-mailed: the form says so and clears the note. */
export const MovedToInterview: Story = {
  beforeEach: answering({ [PATH]: { emailed: true, note: null, application: {} } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'interview');
    await userEvent.type(canvas.getByLabelText('Note (optional)'), 'Invited for Tuesday.');
    await userEvent.click(
      canvas.getByLabelText(/E-mail the applicant \(the interview invitation\)/),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Saved: Interview. The e-mail is in the outbox.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Note (optional)')).toHaveValue('');
  },
};

/** The same status, no note and no e-mail: the server's sentence. */
export const NothingToChange: Story = {
  beforeEach: answering({
    [PATH]: new Reply(422, {
      error: 'The application is already at Shortlisted: choose another status, or write a note.',
    }),
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText(
        'The application is already at Shortlisted: choose another status, or write a note.',
      ),
    ).toBeVisible();
  },
};
