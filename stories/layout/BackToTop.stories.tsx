import type { Meta } from '@storybook/nextjs-vite';
import { BackToTop } from '@/components/layout/BackToTop';

export default {
  title: 'Layout/BackToTop',
  component: BackToTop,
  decorators: [
    (Story) => (
      <div style={{ height: '2000px', padding: '1rem' }}>
        <p>Scroll past 300 px to reveal the button.</p>
        <Story />
      </div>
    ),
  ],
  play: async () => window.scrollTo({ top: 600 }),
} satisfies Meta<typeof BackToTop>;

export { Light, Dark } from '../support/themes';
