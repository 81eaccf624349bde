import { createDataAttribute } from 'next-sanity';
import type { ComponentType } from 'react';
import { contentProject } from '@/lib/content/config';
import { sectionRegistry } from './registry';
import type { PageSection, SectionContext, SectionProps, SectionType } from './types';
import * as styles from './SectionRenderer.css';

export type { SectionContext } from './types';

type BlockComponent = ComponentType<SectionProps<SectionType>>;

/** The component of a block type, or undefined for a type the site does not know (yet). */
async function componentFor(type: string): Promise<BlockComponent | undefined> {
  const entry = (sectionRegistry as Record<string, { load: () => Promise<unknown> } | undefined>)[
    type
  ];
  return entry ? ((await entry.load()) as BlockComponent) : undefined;
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
    ...contentProject(),
    id: document._id,
    type: document._type,
    path: `sections[_key=="${key}"]`,
  }).toString();
}

/** Draws a page's section blocks in order; a block type without a component renders nothing for visitors. */
export async function SectionRenderer({
  sections,
  context = {},
  draft = false,
  document,
}: SectionRendererProps) {
  const blocks = sections ?? [];
  const components = await Promise.all(blocks.map((section) => componentFor(section._type)));
  return (
    <>
      {blocks.map((section, index) => {
        const Component = components[index];
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
