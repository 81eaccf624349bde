import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { StudioGallery } from '@/components/sections/StudioGallery';
import { seeded } from './seed';

export default {
  title: 'Sections/StudioGallery',
  ...seeded(StudioGallery, 'home', 'studioGallery'),
} satisfies Meta;

export { Light, Dark, Mobile } from '../support/themes';

/** A card clicked: the lightbox with the studio's features. */
export const LightboxOpen: StoryObj = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Greenwich Creator Studio' }));
  },
};
