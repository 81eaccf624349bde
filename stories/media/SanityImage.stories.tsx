import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { SanityImage } from '@/components/media/SanityImage';
import { storyImage } from '../support/fixtures';
import { padded } from '../support/frames';

// A seeded photo through the lake's image URLs; Storybook serves content/images at that address.
const meta = {
  title: 'Media/SanityImage',
  component: SanityImage,
  args: { image: storyImage, sizes: '(min-width: 40rem) 40rem, 100vw' },
  decorators: [padded()],
} satisfies Meta<typeof SanityImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Original: Story = {};
export const CroppedToSquare: Story = { args: { aspectRatio: 1 } };
export { Dark } from '../support/themes';
