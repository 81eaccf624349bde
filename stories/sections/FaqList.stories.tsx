import type { Meta } from '@storybook/nextjs-vite';
import { FaqList } from '@/components/sections/FaqList';
import { seeded } from './seed';

export default {
  title: 'Sections/FaqList',
  ...seeded(FaqList, 'studio-services', 'faqList'),
} satisfies Meta;

export { Light, Dark } from '../support/themes';
