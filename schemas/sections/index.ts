import { about } from './about';
import { articleList } from './articleList';
import { behindTheScenes } from './behindTheScenes';
import { careersList } from './careersList';
import { contactSection } from './contactSection';
import { cta } from './cta';
import { exploreServices } from './exploreServices';
import { faqList } from './faqList';
import { hero } from './hero';
import { pageHeader } from './pageHeader';
import { podcastList } from './podcastList';
import { richText } from './richText';
import { serviceGrid } from './serviceGrid';
import { stats } from './stats';
import { studioGallery } from './studioGallery';
import { team } from './team';
import { testimonials } from './testimonials';
import { trustedBy } from './trustedBy';

/**
 * The page blocks editors can add, in the order the Studio offers them. Each has its component and
 * projection in components/sections/registry.ts, which reads these schemas (never the other way
 * round); tests/unit/sections.registry.test.ts keeps the two lists the same, in the same order.
 */
export const sectionTypes = [
  pageHeader,
  hero,
  team,
  about,
  behindTheScenes,
  studioGallery,
  trustedBy,
  exploreServices,
  contactSection,
  stats,
  faqList,
  testimonials,
  articleList,
  careersList,
  serviceGrid,
  podcastList,
  richText,
  cta,
];

export const sectionTypeNames = sectionTypes.map((type) => type.name);
