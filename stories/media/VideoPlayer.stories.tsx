import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { VideoPlayer } from '@/components/media/VideoPlayer';
import { padded } from '../support/frames';
import { inDark } from '../support/themes';

const meta = {
  title: 'Media/VideoPlayer',
  component: VideoPlayer,
  args: {
    title: 'Behind the scenes: a live recording',
    description: 'How a two-camera podcast session runs in our main studio.',
  },
  decorators: [padded(640, { padding: 0 })],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No file yet: the processing card. */
export const Processing: Story = { args: { src: null } };
export const ProcessingDark = inDark(Processing);
export const TemporarilyUnavailable: Story = { args: { src: null, fallback: 'unavailable' } };
