import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { BehindTheScenes } from '@/components/sections/BehindTheScenes';
import type { SectionOf } from '@/components/sections/types';
import { inDark, onPhone } from '../support/themes';
import { loadSection } from './seed';

type Args = { loading: boolean; withoutFeaturedVideos: boolean };

const meta = {
  title: 'Sections/BehindTheScenes',
  loaders: [loadSection('home', 'behindTheScenes')],
  args: { loading: false, withoutFeaturedVideos: false },
  render: (args, { loaded }) => {
    const section = loaded.section as SectionOf<'behindTheScenes'>;
    return (
      <BehindTheScenes
        section={args.withoutFeaturedVideos ? { ...section, videos: [] } : section}
        loading={args.loading}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FeaturedVideosLight: Story = {};
export const FeaturedVideosDark = inDark(FeaturedVideosLight);
export const FeaturedVideosMobile = onPhone(FeaturedVideosLight);
/** No video document is featured: the section's own fallback videos show. */
export const FallbackVideos: Story = { args: { withoutFeaturedVideos: true } };
export const Loading: Story = { args: { loading: true } };
export const LoadingDark = inDark(Loading);
