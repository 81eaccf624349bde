import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { VideoCard, VideoCardSkeleton } from '@/components/sections/BehindTheScenes';
import { storyImage } from '../support/fixtures';
import { padded } from '../support/frames';
import { inDark } from '../support/themes';

// One card of Behind the Scenes; with a file it is the VideoPlayer (see Media/VideoPlayer).
const meta = {
  title: 'Sections/Parts/VideoCard',
  component: VideoCard,
  args: {
    title: 'From Raw Audio to Release',
    description: 'How an episode is edited, mixed, mastered and published, step by step.',
    src: null,
    poster: storyImage,
  },
  decorators: [padded('36rem')],
} satisfies Meta<typeof VideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No file yet: the poster with "Video currently being processed". */
export const Processing: Story = {};
export const ProcessingDark = inDark(Processing);
/** While the section loads its videos. */
export const Skeleton: Story = { render: () => <VideoCardSkeleton /> };
export const SkeletonDark = inDark(Skeleton);
