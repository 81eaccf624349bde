import type { Meta } from '@storybook/nextjs-vite';
import { ServiceGrid } from '@/components/sections/ServiceGrid';
import { seeded } from './seed';

export default {
  title: 'Sections/ServiceGrid',
  ...seeded(ServiceGrid, 'studio-services', 'serviceGrid'),
} satisfies Meta;

export { Light, Dark } from '../support/themes';
