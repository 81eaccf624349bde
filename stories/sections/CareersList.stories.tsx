import type { Meta } from '@storybook/nextjs-vite';
import { CareersList } from '@/components/sections/CareersList';
import { seeded } from './seed';

export default {
  title: 'Sections/CareersList',
  ...seeded(CareersList, 'careers', 'careersList'),
} satisfies Meta;

export { Light, Dark } from '../support/themes';
