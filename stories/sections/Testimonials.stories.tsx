import type { Decorator, Meta } from '@storybook/nextjs-vite';
import { Testimonials } from '@/components/sections/Testimonials';
import { inDark } from '../support/themes';
import { seeded } from './seed';

export default {
  title: 'Sections/Testimonials',
  ...seeded(Testimonials, 'about', 'testimonials'),
} satisfies Meta;

export { Light, Dark, Mobile } from '../support/themes';

// The testimonialDisplay A/B variant the browser picked is an attribute on <html> (see SiteShell).
function withDisplay(variant: 'carousel' | 'featured_grid'): Decorator {
  return function DisplayVariant(Story) {
    document.documentElement.setAttribute('data-testimonial-display', variant);
    return <Story />;
  };
}

export const Carousel = { decorators: [withDisplay('carousel')] };
export const CarouselDark = inDark(Carousel);
