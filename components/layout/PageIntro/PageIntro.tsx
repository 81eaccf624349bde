import type { ReactNode } from 'react';
import * as styles from './PageIntro.css';

type PageIntroProps = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/** The opening block of a simple page: an optional eyebrow, the page's h1, a lead and actions. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <section className={styles.section}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
