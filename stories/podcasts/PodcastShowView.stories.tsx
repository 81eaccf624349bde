import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { PodcastShowView } from '@/components/podcasts/PodcastShowView';
import type { PodcastShow } from '@/lib/podcasts/show';

// The seeded show: its cover and episode audio are served from content/ at the lake's address.
const show: PodcastShow = {
  _id: 'podcast-founders-table',
  title: "The Founders' Table",
  slug: 'founders-table',
  host: 'Hosted by two start-up founders',
  author: "The Founders' Table",
  category: 'Business',
  appleCategory: 'Business',
  explicit: false,
  description:
    'Weekly conversations with founders about the decisions that made or nearly broke their companies.',
  cover: {
    asset: { _ref: 'image-cf2ad647c91fb449bfa461dd8aae46ccfc302c9d-800x800-jpg' },
    alt: "Cover artwork of The Founders' Table",
  },
  awards: ['British Podcast Awards winner'],
  listenUrl: null,
  studio: { studioName: 'London Podcast Studio', email: 'hello@example.com' },
  episodes: [
    {
      _id: 'episode-founders-table-148',
      title: 'Hiring your first ten people',
      episodeNumber: 148,
      publishedAt: '2026-10-29T07:00:00.000Z',
      duration: 7,
      guest: 'Dev Raman, founder of Tally Street',
      showNotes:
        'Who do you hire first: the generalist or the specialist? Dev Raman built a team of ten in eighteen months and kept nine of them.',
      cover: null,
      audio: {
        url: '/api/lake/files/local/production/27d688e0aeeaae1491b8a9fc226338a2d5a11e9a.mp3',
        length: 56_423,
        type: 'audio/mpeg',
      },
    },
    {
      _id: 'episode-founders-table-147',
      title: 'Why we turned down our first term sheet',
      episodeNumber: 147,
      publishedAt: '2026-10-15T07:00:00.000Z',
      duration: 6,
      guest: 'Amara Okafor, co-founder of Kiln & Co',
      showNotes: null,
      cover: null,
      audio: null,
    },
  ],
};

const meta = {
  title: 'Podcasts/PodcastShowView',
  component: PodcastShowView,
  args: { show },
} satisfies Meta<typeof PodcastShowView>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';

export const NoEpisodesYet: Story = { args: { show: { ...show, episodes: [] } } };
