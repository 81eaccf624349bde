import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { PodcastManager } from '@/components/admin/PodcastManager';
import type { ManagedShow } from '@/lib/podcasts/manager';
import { padded } from '../support/frames';

const audio = (fileName: string, size: number) => ({
  url: '/api/lake/files/local/production/4d6e597bcc184ad915613b794e92989ff3d978a5.mp3',
  size,
  mimeType: 'audio/mpeg',
  fileName,
});

// One show with an episode in each publish state, and a show with no episodes yet.
const shows: ManagedShow[] = [
  {
    id: 'podcast-founders-table',
    title: "The Founders' Table",
    slug: 'founders-table',
    episodes: [
      {
        id: 'episode-founders-table-149',
        title: 'Selling the company you started',
        episodeNumber: 149,
        publishedAt: '2026-11-12T07:00:00.000Z',
        duration: null,
        state: 'draft',
        audio: null,
        audioUrl: null,
      },
      {
        id: 'episode-founders-table-148',
        title: 'Hiring your first ten people',
        episodeNumber: 148,
        publishedAt: '2026-10-29T07:00:00.000Z',
        duration: 2_843,
        state: 'changed',
        audio: audio('hiring-first-ten.mp3', 45_312_000),
        audioUrl: null,
      },
      {
        id: 'episode-founders-table-147',
        title: 'Why we turned down our first term sheet',
        episodeNumber: 147,
        publishedAt: '2026-10-15T07:00:00.000Z',
        duration: 6,
        state: 'published',
        audio: audio('audio-founders-table-147.mp3', 48_482),
        audioUrl: null,
      },
    ],
  },
  { id: 'podcast-sound-minds', title: 'Sound Minds', slug: 'sound-minds', episodes: [] },
];

const meta = {
  title: 'Back office/PodcastManager',
  component: PodcastManager,
  decorators: [padded('72rem')],
  args: { shows },
} satisfies Meta<typeof PodcastManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';

export const NoShows: Story = { args: { shows: [] } };
