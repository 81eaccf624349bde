import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { SectionLayout } from '@/components/sections/SectionLayout';
import { inDark } from '../support/themes';

// The frame every section block shares: eyebrow, h2, intro, then the block's own content.
const meta = {
  title: 'Sections/Parts/SectionLayout',
  component: SectionLayout,
  args: {
    id: 'story-section',
    eyebrow: 'Why us',
    heading: 'Built for Podcasters',
    intro: 'Treated rooms, broadcast microphones and an engineer on hand for every session.',
    children: <p>The section block&apos;s content goes here.</p>,
  },
} satisfies Meta<typeof SectionLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const PlainDark = inDark(Plain);
export const Tinted: Story = { args: { tone: 'tinted' } };
export const TintedDark = inDark(Tinted);
/** Without eyebrow, heading or intro: the content alone. */
export const ContentOnly: Story = { args: { eyebrow: null, heading: null, intro: null } };
