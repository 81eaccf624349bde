import type { SectionProps } from '../types';
import { Hero } from './Hero';

/** The hero as a page block: the visitor's A/B variant comes from the page. */
export function HeroBlock({ section, context }: SectionProps<'hero'>) {
  return <Hero section={section} variant={context.heroVariant} />;
}
