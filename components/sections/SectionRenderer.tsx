import { createDataAttribute } from 'next-sanity';
import type { ComponentType } from 'react';
import { contactSectionFromContent } from '@/lib/contact/from-content';
import { About } from './About';
import { ArticleList } from './ArticleList';
import { BehindTheScenes } from './BehindTheScenes';
import { ContactSection } from './ContactSection';
import { CareersList } from './CareersList';
import { Cta } from './Cta';
import { ExploreServices } from './ExploreServices';
import { FaqList } from './FaqList';
import { Hero, type HeroVariant } from './Hero';
import { PageHeader } from './PageHeader';
import { PodcastList } from './PodcastList';
import { RichText } from './RichText';
import { ServiceGrid } from './ServiceGrid';
import { StudioGallery } from './StudioGallery';
import { Stats } from './Stats';
import { Team } from './Team';
import { TrustedBy } from './TrustedBy';
import { Testimonials } from './Testimonials';
import type { PageSection, SectionOf, SectionType } from './types';
import * as styles from './SectionRenderer.css';

/** What a page knows about the visitor that some sections depend on (A/B variants). */
export type SectionContext = {
  heroVariant?: HeroVariant;
  /** True for the page's first block, which then carries the page's h1. */
  leading?: boolean;
};

type SectionComponent<Type extends SectionType> = ComponentType<{
  section: SectionOf<Type>;
  context: SectionContext;
}>;

/** The one place that says which component draws each section block of a page. */
export const sectionComponents: { [Type in SectionType]: SectionComponent<Type> } = {
  pageHeader: PageHeader,
  hero: ({ section, context }) => <Hero section={section} variant={context.heroVariant} />,
  team: Team,
  about: About,
  behindTheScenes: BehindTheScenes,
  studioGallery: StudioGallery,
  trustedBy: TrustedBy,
  exploreServices: ExploreServices,
  stats: Stats,
  faqList: FaqList,
  testimonials: Testimonials,
  articleList: ArticleList,
  careersList: CareersList,
  serviceGrid: ServiceGrid,
  podcastList: PodcastList,
  richText: RichText,
  cta: Cta,
  contactSection: ({ section, context }) => {
    const contact = contactSectionFromContent(section);
    return contact ? (
      <ContactSection section={contact} headingLevel={context.leading ? 'h1' : 'h2'} />
    ) : null;
  },
};

function componentFor(type: string): SectionComponent<SectionType> | undefined {
  return (sectionComponents as Record<string, SectionComponent<SectionType> | undefined>)[type];
}

type SectionRendererProps = {
  sections: readonly (PageSection | { _type: string; _key: string })[] | null | undefined;
  context?: SectionContext;
  /** In draft mode (editors previewing), blocks without a component show a visible warning. */
  draft?: boolean;
  /** The document the sections belong to: in draft mode each block becomes click-to-edit. */
  document?: { _id: string; _type: string };
};

/** `data-sanity` for one block, which the website editor's overlays open in the Studio. */
function editTarget(document: { _id: string; _type: string }, key: string) {
  return createDataAttribute({
    baseUrl: '/admin/cms',
    projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? 'local',
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET ?? 'production',
    id: document._id,
    type: document._type,
    path: `sections[_key=="${key}"]`,
  }).toString();
}

/** Draws a page's section blocks in order; a block type without a component renders nothing for visitors. */
export function SectionRenderer({
  sections,
  context = {},
  draft = false,
  document,
}: SectionRendererProps) {
  return (
    <>
      {(sections ?? []).map((section, index) => {
        const Component = componentFor(section._type);
        if (Component) {
          const block = (
            <Component
              key={section._key}
              section={section as PageSection}
              context={{ ...context, leading: index === 0 }}
            />
          );
          return draft && document ? (
            <div key={section._key} data-sanity={editTarget(document, section._key)}>
              {block}
            </div>
          ) : (
            block
          );
        }
        return draft ? (
          <p key={section._key} role="note" className={styles.unknown}>
            This page has a “{section._type}” section that the site cannot show yet. Visitors do not
            see it.
          </p>
        ) : null;
      })}
    </>
  );
}
