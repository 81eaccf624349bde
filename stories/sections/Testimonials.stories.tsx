import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Testimonials } from '@/components/sections/Testimonials';
import type { SectionOf } from '@/components/sections/types';
import { loadSection } from './seed';

const meta = {
  title: 'Sections/Testimonials',
  loaders: [loadSection('about', 'testimonials')],
  render: (_args, { loaded }) => (
    <Testimonials section={loaded.section as SectionOf<'testimonials'>} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

// The testimonialDisplay A/B variant the browser picked is an attribute on <html> (see SiteShell).
function withDisplay(variant: 'carousel' | 'featured_grid') {
  return function DisplayVariant(Story: () => React.ReactNode) {
    document.documentElement.setAttribute('data-testimonial-display', variant);
    return <Story />;
  };
}

export const Carousel: Story = { decorators: [withDisplay('carousel')] };
export const CarouselDark: Story = {
  decorators: [withDisplay('carousel')],
  globals: { theme: 'dark' },
};
