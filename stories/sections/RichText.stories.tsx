import type { Meta } from '@storybook/nextjs-vite';
import { RichText } from '@/components/sections/RichText';
import { seeded } from './seed';

export default {
  title: 'Sections/RichText',
  ...seeded(RichText, 'privacy-policy', 'richText'),
} satisfies Meta;

export { Light, Dark } from '../support/themes';
