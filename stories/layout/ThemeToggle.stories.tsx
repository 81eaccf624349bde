import type { Meta } from '@storybook/nextjs-vite';
import { ThemeToggle } from '@/components/layout/ThemeToggle';

export default {
  title: 'Layout/ThemeToggle',
  component: ThemeToggle,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ThemeToggle>;

export { Light, Dark } from '../support/themes';
