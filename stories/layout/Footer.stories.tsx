import type { Meta } from '@storybook/nextjs-vite';
import { Footer } from '@/components/layout/Footer';

export default {
  title: 'Layout/Footer',
  component: Footer,
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;

export { Light, Dark, Mobile } from '../support/themes';
