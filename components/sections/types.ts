import type { PageBySlugQueryResult } from '@/lib/content/sanity.types';

/** One block of a page as the page query returns it (with its joined documents). */
export type PageSection = NonNullable<PageBySlugQueryResult>['sections'][number];
export type SectionType = PageSection['_type'];
export type SectionOf<Type extends SectionType> = Extract<PageSection, { _type: Type }>;

/** What a page knows about the visitor that some sections depend on (A/B variants). */
export type SectionContext = {
  heroVariant?: keyof SectionOf<'hero'>['variants'];
  /** True for the page's first block, which then carries the page's h1. */
  leading?: boolean;
};

/** The props every block component takes from the renderer. */
export type SectionProps<Type extends SectionType> = {
  section: SectionOf<Type>;
  context: SectionContext;
};
