import { ButtonLink } from '@/components/ui/Button';
import type { SectionOf } from '../types';
import * as styles from './PageHeader.css';

/** The opening block of an inner page, with the page's one h1. */
export function PageHeader({ section }: { section: SectionOf<'pageHeader'> }) {
  return (
    <section className={styles.header} aria-labelledby="page-heading">
      <div className={styles.inner}>
        {section.eyebrow && <p className={styles.eyebrow}>{section.eyebrow}</p>}
        <h1 id="page-heading" className={styles.title}>
          {section.heading}
        </h1>
        {section.lead && <p className={styles.lead}>{section.lead}</p>}
        {section.actions && section.actions.length > 0 && (
          <div className={styles.actions}>
            {section.actions.map((action, index) => (
              <ButtonLink
                key={action._key}
                href={action.href}
                variant={index === 0 ? 'primary' : 'secondary'}
              >
                {action.label}
              </ButtonLink>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
