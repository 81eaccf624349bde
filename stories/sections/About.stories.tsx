import type { Meta } from '@storybook/nextjs-vite';
import { About } from '@/components/sections/About';
import { seeded } from './seed';

export default {
  title: 'Sections/About',
  ...seeded(About, 'home', 'about'),
} satisfies Meta;

export { Light, Dark } from '../support/themes';
