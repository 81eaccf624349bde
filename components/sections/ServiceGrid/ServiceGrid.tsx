import Link from 'next/link';
import { FeatureIcon } from '../FeatureIcon';
import { SectionLayout, sectionStyles } from '../SectionLayout';
import type { SectionOf } from '../types';
import * as styles from './ServiceGrid.css';

/** The services, each card leading to the service's own page. */
export function ServiceGrid({ section }: { section: SectionOf<'serviceGrid'> }) {
  return (
    <SectionLayout id={`services-${section._key}`} heading={section.heading} intro={section.intro}>
      <ul className={sectionStyles.cardGrid}>
        {section.services.map((service) => (
          <li key={service._id} className={`${sectionStyles.card} ${styles.card}`}>
            <FeatureIcon name={service.icon} className={styles.icon} />
            <h3 className={sectionStyles.cardTitle}>
              <Link href={`/${service.slug}`} className={styles.link}>
                {service.title}
              </Link>
            </h3>
            <p className={sectionStyles.muted}>{service.summary}</p>
            {service.features && service.features.length > 0 && (
              <ul className={styles.features}>
                {service.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
            {service.priceFrom && <p className={styles.price}>{service.priceFrom}</p>}
          </li>
        ))}
      </ul>
    </SectionLayout>
  );
}
