import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { Lightbox, type LightboxItem } from '@/components/media/Lightbox';
import { SanityImage } from '@/components/media/SanityImage';
import { storyImage } from '../support/fixtures';
import { inDark, onPhone } from '../support/themes';

const photo = <SanityImage image={storyImage} sizes="100vw" />;
const items: LightboxItem[] = [
  {
    key: 'main',
    title: 'Main Studio',
    description: 'Our flagship room for up to four voices, with cameras for video podcasts.',
    features: ['4 Shure SM7B microphones', 'Three 4K cameras', 'Acoustic treatment'],
    media: photo,
  },
  {
    key: 'booth',
    title: 'Voice Booth',
    description: 'A quiet booth for solo shows.',
    media: photo,
  },
];

// Open on the first item; previous and next move through the items as on the studio gallery.
const meta = {
  title: 'Media/Lightbox',
  component: Lightbox,
  args: { items, index: 0, onIndexChange: () => {}, label: 'Studio details' },
  render: function Browsing(args) {
    const [index, setIndex] = useState(args.index);
    return <Lightbox {...args} index={index} onIndexChange={setIndex} />;
  },
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const OpenDark = inDark(Open);
export const OpenMobile = onPhone(Open);
/** Without features or description: the title and the media only. */
export const MediaOnly: Story = { args: { index: 1 } };
