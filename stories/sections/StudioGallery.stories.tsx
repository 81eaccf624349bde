import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StudioGallery } from '@/components/sections/StudioGallery';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/StudioGallery',
  loaders: [loadSection('home', 'studioGallery')],
  render: (_args, { loaded }) => (
    <StudioGallery section={loaded.section as SectionOf<'studioGallery'>} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

/** A card clicked: the lightbox with the studio's features. */
export const LightboxOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Greenwich Creator Studio' }));
  },
};
