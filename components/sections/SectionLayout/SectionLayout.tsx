import type { ReactNode } from 'react';
import * as styles from './SectionLayout.css';

type SectionLayoutProps = {
  /** The DOM id of the section (an anchor such as `team`) and the base of its heading id. */
  id: string;
  eyebrow?: string | null;
  heading?: string | null;
  intro?: string | null;
  tone?: keyof typeof styles.section;
  children: ReactNode;
};

/** The frame every section shares: a landmark named by its h2, an optional intro, the content. */
export function SectionLayout({
  id,
  eyebrow,
  heading,
  intro,
  tone = 'plain',
  children,
}: SectionLayoutProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={styles.section[tone]}
    >
      <div className={styles.inner}>
        {(heading || intro) && (
          <header className={styles.header}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            {heading && (
              <h2 id={headingId} className={styles.heading}>
                {heading}
              </h2>
            )}
            {intro && <p className={styles.intro}>{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
