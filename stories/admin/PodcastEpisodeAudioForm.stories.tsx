import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EpisodeAudioForm } from '@/components/admin/PodcastManager';
import { padded } from '../support/frames';
import { answering, Reply } from '../support/network';

const path = '/api/admin/podcasts/episodes/episode-founders-table-147/audio';
const label = 'Audio file for Why we turned down our first term sheet';

const meta = {
  title: 'Back office/PodcastEpisodeAudioForm',
  component: EpisodeAudioForm,
  decorators: [padded('24rem')],
  args: {
    episodeId: 'episode-founders-table-147',
    title: 'Why we turned down our first term sheet',
  },
} satisfies Meta<typeof EpisodeAudioForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark } from '../support/themes';

/** Submitting without a file says so at the field; nothing is sent. */
export const NoFileChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload audio' }));
    await expect(await canvas.findByText('Choose an audio file')).toBeVisible();
  },
};

/** The server read the bytes and refused them: its sentence lands on the file field. */
export const NotAudio: Story = {
  beforeEach: answering({
    [path]: new Reply(415, {
      error: 'Upload the episode as an MP3, M4A or WAV file',
      fieldErrors: { audio: ['Upload the episode as an MP3, M4A or WAV file'] },
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File([new Uint8Array([37, 80, 68, 70])], 'notes.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(canvas.getByLabelText(label), file);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload audio' }));
    await expect(
      await canvas.findByText('Upload the episode as an MP3, M4A or WAV file'),
    ).toBeVisible();
  },
};

/** Uploaded onto the episode's draft: the form says to publish it. */
export const UploadedToDraft: Story = {
  beforeEach: answering({ [path]: { patched: 'draft', asset: { size: 48_482 } } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File([new Uint8Array([73, 68, 51])], 'take-2.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(canvas.getByLabelText(label), file);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload audio' }));
    await expect(await canvas.findByText(/Uploaded to the draft/)).toBeVisible();
  },
};
