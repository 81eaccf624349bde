import Link from 'next/link';
import { FeatureIcon } from '../FeatureIcon';
import { SectionLayout, sectionStyles } from '../SectionLayout';
import type { SectionOf } from '../types';
import * as styles from './ExploreServices.css';

/** Explore Our Services: cards leading to the work, the services and booking. */
export function ExploreServices({ section }: { section: SectionOf<'exploreServices'> }) {
  return (
    <SectionLayout id="explore-services" heading={section.heading} intro={section.intro}>
      <ul className={sectionStyles.cardGrid}>
        {section.cards.map((card) => (
          <li key={card._key} className={`${sectionStyles.card} ${styles.card}`}>
            <FeatureIcon name={card.icon} className={styles.icon} />
            <h3 className={sectionStyles.cardTitle}>{card.title}</h3>
            {card.description && <p className={sectionStyles.muted}>{card.description}</p>}
            <Link href={card.link.href} className={`${sectionStyles.textLink} ${styles.cardLink}`}>
              {card.link.label} →
            </Link>
          </li>
        ))}
      </ul>
      {section.links && section.links.length > 0 && (
        <ul className={styles.links}>
          {section.links.map((link) => (
            <li key={link._key}>
              <Link href={link.href} className={sectionStyles.textLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionLayout>
  );
}
