import type { Meta } from '@storybook/nextjs-vite';
import { PageHeader } from '@/components/sections/PageHeader';
import { seeded } from './seed';

export default {
  title: 'Sections/PageHeader',
  ...seeded(PageHeader, 'sound-design', 'pageHeader'),
} satisfies Meta;

export { Light, Dark } from '../support/themes';
