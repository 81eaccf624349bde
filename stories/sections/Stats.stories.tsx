import type { Meta } from '@storybook/nextjs-vite';
import { Stats } from '@/components/sections/Stats';
import { seeded } from './seed';

export default {
  title: 'Sections/Stats',
  ...seeded(Stats, 'studio-services', 'stats'),
} satisfies Meta;

export { Light, Dark } from '../support/themes';
