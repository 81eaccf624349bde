import type { Meta } from '@storybook/nextjs-vite';
import { Team } from '@/components/sections/Team';
import { seeded } from './seed';

export default {
  title: 'Sections/Team',
  ...seeded(Team, 'home', 'team'),
} satisfies Meta;

export { Light, Dark } from '../support/themes';
