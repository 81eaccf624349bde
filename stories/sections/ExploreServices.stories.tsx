import type { Meta } from '@storybook/nextjs-vite';
import { ExploreServices } from '@/components/sections/ExploreServices';
import { seeded } from './seed';

export default {
  title: 'Sections/ExploreServices',
  ...seeded(ExploreServices, 'home', 'exploreServices'),
} satisfies Meta;

export { Light, Dark } from '../support/themes';
