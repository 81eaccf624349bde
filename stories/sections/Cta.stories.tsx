import type { Meta } from '@storybook/nextjs-vite';
import { Cta } from '@/components/sections/Cta';
import { seeded } from './seed';

export default {
  title: 'Sections/Cta',
  ...seeded(Cta, 'about', 'cta'),
} satisfies Meta;

export { Light, Dark } from '../support/themes';
