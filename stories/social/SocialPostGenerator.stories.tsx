import type { Meta } from '@storybook/nextjs-vite';
import { SocialPostGenerator } from '@/components/social/SocialPostGenerator';

export default {
  title: 'Tools/SocialPostGenerator',
  component: SocialPostGenerator,
} satisfies Meta<typeof SocialPostGenerator>;

export { Light, Dark, Mobile } from '../support/themes';
