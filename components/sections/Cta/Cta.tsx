import { ButtonLink } from '@/components/ui/Button';
import type { SectionOf } from '../types';
import * as styles from './Cta.css';

/** A call-to-action band. */
export function Cta({ section }: { section: SectionOf<'cta'> }) {
  const headingId = `cta-${section._key}`;
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.heading}>
            {section.heading}
          </h2>
          {section.text && <p className={styles.body}>{section.text}</p>}
        </div>
        <div className={styles.actions}>
          <ButtonLink href={section.primary.href}>{section.primary.label}</ButtonLink>
          {section.secondary && (
            <ButtonLink href={section.secondary.href} variant="secondary">
              {section.secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
