import type { Meta } from '@storybook/nextjs-vite';
import { TrustedBy } from '@/components/sections/TrustedBy';
import { seeded } from './seed';

export default {
  title: 'Sections/TrustedBy',
  ...seeded(TrustedBy, 'home', 'trustedBy'),
} satisfies Meta;

export { Light, Dark } from '../support/themes';
