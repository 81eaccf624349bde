// The page blocks' rendering side: each block (its schema in schemas/sections) has its component
// folder here (component, styles and, when it joins documents, its GROQ projection) and one line
// below. The page query's projections (lib/content/section-projections.ts, written by `npm run
// typegen`) and the renderer's map are built from it; the Studio's list is schemas/sections/index.ts,
// in the same order (tests/unit/sections.registry.test.ts). Components load lazily, so the schema
// tools can read this list without rendering code.
import type { SchemaTypeDefinition } from '@sanity/types';
import type { ComponentType } from 'react';
import { about } from '../../schemas/sections/about';
import { articleList } from '../../schemas/sections/articleList';
import { behindTheScenes } from '../../schemas/sections/behindTheScenes';
import { careersList } from '../../schemas/sections/careersList';
import { contactSection } from '../../schemas/sections/contactSection';
import { cta } from '../../schemas/sections/cta';
import { exploreServices } from '../../schemas/sections/exploreServices';
import { faqList } from '../../schemas/sections/faqList';
import { hero } from '../../schemas/sections/hero';
import { pageHeader } from '../../schemas/sections/pageHeader';
import { podcastList } from '../../schemas/sections/podcastList';
import { richText } from '../../schemas/sections/richText';
import { serviceGrid } from '../../schemas/sections/serviceGrid';
import { stats } from '../../schemas/sections/stats';
import { studioGallery } from '../../schemas/sections/studioGallery';
import { team } from '../../schemas/sections/team';
import { testimonials } from '../../schemas/sections/testimonials';
import { trustedBy } from '../../schemas/sections/trustedBy';
import { aboutProjection } from './About/projection';
import { articleListProjection } from './ArticleList/projection';
import { behindTheScenesProjection } from './BehindTheScenes/projection';
import { careersListProjection } from './CareersList/projection';
import { contactSectionProjection } from './ContactSection/projection';
import { faqListProjection } from './FaqList/projection';
import { podcastListProjection } from './PodcastList/projection';
import { serviceGridProjection } from './ServiceGrid/projection';
import { studioGalleryProjection } from './StudioGallery/projection';
import { teamProjection } from './Team/projection';
import { testimonialsProjection } from './Testimonials/projection';
import { trustedByProjection } from './TrustedBy/projection';
import type { SectionProps, SectionType } from './types';

type SectionEntry<Type extends SectionType> = {
  schema: SchemaTypeDefinition & { name: Type };
  /** The fields the page query adds to this block (joined documents), if any. */
  projection?: string;
  load: () => Promise<ComponentType<SectionProps<Type>>>;
};

/** In the order the Studio offers them. */
export const sectionRegistry: { [Type in SectionType]: SectionEntry<Type> } = {
  pageHeader: { schema: pageHeader, load: async () => (await import('./PageHeader')).PageHeader },
  hero: { schema: hero, load: async () => (await import('./Hero/HeroBlock')).HeroBlock },
  team: {
    schema: team,
    projection: teamProjection,
    load: async () => (await import('./Team')).Team,
  },
  about: {
    schema: about,
    projection: aboutProjection,
    load: async () => (await import('./About')).About,
  },
  behindTheScenes: {
    schema: behindTheScenes,
    projection: behindTheScenesProjection,
    load: async () => (await import('./BehindTheScenes')).BehindTheScenes,
  },
  studioGallery: {
    schema: studioGallery,
    projection: studioGalleryProjection,
    load: async () => (await import('./StudioGallery')).StudioGallery,
  },
  trustedBy: {
    schema: trustedBy,
    projection: trustedByProjection,
    load: async () => (await import('./TrustedBy')).TrustedBy,
  },
  exploreServices: {
    schema: exploreServices,
    load: async () => (await import('./ExploreServices')).ExploreServices,
  },
  contactSection: {
    schema: contactSection,
    projection: contactSectionProjection,
    load: async () => (await import('./ContactSection/ContactBlock')).ContactBlock,
  },
  stats: { schema: stats, load: async () => (await import('./Stats')).Stats },
  faqList: {
    schema: faqList,
    projection: faqListProjection,
    load: async () => (await import('./FaqList')).FaqList,
  },
  testimonials: {
    schema: testimonials,
    projection: testimonialsProjection,
    load: async () => (await import('./Testimonials')).Testimonials,
  },
  articleList: {
    schema: articleList,
    projection: articleListProjection,
    load: async () => (await import('./ArticleList')).ArticleList,
  },
  careersList: {
    schema: careersList,
    projection: careersListProjection,
    load: async () => (await import('./CareersList')).CareersList,
  },
  serviceGrid: {
    schema: serviceGrid,
    projection: serviceGridProjection,
    load: async () => (await import('./ServiceGrid')).ServiceGrid,
  },
  podcastList: {
    schema: podcastList,
    projection: podcastListProjection,
    load: async () => (await import('./PodcastList')).PodcastList,
  },
  richText: { schema: richText, load: async () => (await import('./RichText')).RichText },
  cta: { schema: cta, load: async () => (await import('./Cta')).Cta },
};

/**
 * The body of lib/content/section-projections.ts: every block's projection as one GROQ literal.
 * TypeGen reads only literals, so `npm run typegen` writes it out from this list (a unit test keeps
 * the two in step).
 */
export function sectionProjectionsModule(): string {
  const branches = Object.entries(sectionRegistry)
    .filter(([, entry]) => entry.projection)
    .map(([type, entry]) => {
      const body = entry.projection!.trim().replace(/\n/g, '\n  ');
      return `_type == "${type}" => {\n  ${body}\n}`;
    });
  return `// Written by \`npm run typegen\` from components/sections/registry.ts; do not edit.
export const sectionProjections = /* groq */ \`
${branches.join(',\n')}
\`;
`;
}
