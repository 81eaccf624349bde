import type { Meta } from '@storybook/nextjs-vite';
import { SharePodcastButton } from '@/components/sections/PodcastList/SharePodcastButton';

// Shares with the system sheet, else copies the link; either earns Podcast Promoter.
export default {
  title: 'Sections/Parts/SharePodcastButton',
  component: SharePodcastButton,
  args: {
    title: 'Tube Talk',
    description: 'A weekly interview show about London startups.',
    anchor: 'podcast-tube-talk',
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof SharePodcastButton>;

export { Light, Dark } from '../support/themes';
