import type { Meta } from '@storybook/nextjs-vite';
import { PodcastList } from '@/components/sections/PodcastList';
import { seeded } from './seed';

export default {
  title: 'Sections/PodcastList',
  ...seeded(PodcastList, 'our-work', 'podcastList'),
} satisfies Meta;

export { Light, Dark } from '../support/themes';
