import { FeatureIcon } from '../FeatureIcon';
import { SectionLayout, sectionStyles } from '../SectionLayout';
import { StatList } from '../Stats';
import type { SectionOf } from '../types';
import { ClientLogo } from './ClientLogo';
import * as styles from './TrustedBy.css';

/** Equipment tiles, the wall of client logos and the stats band. */
export function TrustedBy({ section }: { section: SectionOf<'trustedBy'> }) {
  return (
    <SectionLayout id="trusted-by" heading={section.heading} intro={section.intro} tone="tinted">
      {section.equipment && section.equipment.length > 0 && (
        <ul className={sectionStyles.cardGrid} aria-label="Equipment">
          {section.equipment.map((tile) => (
            <li key={tile._key} className={sectionStyles.card}>
              <FeatureIcon name={tile.icon} className={styles.icon} />
              <h3 className={sectionStyles.cardTitle}>{tile.title}</h3>
              {tile.description && <p className={sectionStyles.muted}>{tile.description}</p>}
            </li>
          ))}
        </ul>
      )}
      {section.logos && section.logos.length > 0 && (
        <div className={styles.logos}>
          {section.logosHeading && <h3 className={styles.logosHeading}>{section.logosHeading}</h3>}
          <ul className={styles.logoGrid}>
            {section.logos.map((logo) => (
              <ClientLogo key={logo._id} name={logo.name} logo={logo.logo} />
            ))}
          </ul>
        </div>
      )}
      {section.stats && section.stats.length > 0 && <StatList stats={section.stats} tone="band" />}
    </SectionLayout>
  );
}
