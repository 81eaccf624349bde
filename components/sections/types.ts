import type { PageBySlugQueryResult } from '@/lib/content/sanity.types';

/** One block of a page as the page query returns it (with its joined documents). */
export type PageSection = NonNullable<PageBySlugQueryResult>['sections'][number];
export type SectionType = PageSection['_type'];
export type SectionOf<Type extends SectionType> = Extract<PageSection, { _type: Type }>;
