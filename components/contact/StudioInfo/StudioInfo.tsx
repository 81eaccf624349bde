import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/Icon';
import type { StudioContactInfo } from '@/lib/contact/studio-info';
import * as styles from './StudioInfo.css';

const NETWORKS: { key: keyof StudioContactInfo['socials']; label: string; icon: IconName }[] = [
  { key: 'instagram', label: 'Instagram', icon: 'instagram' },
  { key: 'twitter', label: 'Twitter', icon: 'twitter' },
  { key: 'facebook', label: 'Facebook', icon: 'facebook' },
  { key: 'linkedin', label: 'LinkedIn', icon: 'linkedin' },
];

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function InfoItem({ icon, term, children }: { icon: IconName; term: string; children: ReactNode }) {
  return (
    <li className={styles.item}>
      <Icon name={icon} className={styles.icon} />
      <span>
        <span className={styles.term}>{term}</span>
        {children}
      </span>
    </li>
  );
}

/** Studio Information: location (maps), call, e-mail, hours and social links, from site settings. */
export function StudioInfo({
  studio,
  headingLevel = 'h3',
}: {
  studio: StudioContactInfo;
  /** One below the heading of the section it sits in. */
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const socials = NETWORKS.filter(({ key }) => studio.socials[key]);
  return (
    <aside className={styles.panel} aria-labelledby="studio-information-heading">
      <Heading id="studio-information-heading" className={styles.heading}>
        Studio Information
      </Heading>
      <ul className={styles.list}>
        <InfoItem icon="mapPin" term="Location">
          <a
            className={styles.link}
            href={studio.mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {studio.address}
            <span data-visually-hidden=""> (opens a map in a new tab)</span>
          </a>
        </InfoItem>
        <InfoItem icon="phone" term="Call us">
          <a className={styles.link} href={telHref(studio.phone)}>
            {studio.phone}
          </a>
        </InfoItem>
        <InfoItem icon="mail" term="Email us">
          <a className={styles.link} href={`mailto:${studio.email}`}>
            {studio.email}
          </a>
        </InfoItem>
        <InfoItem icon="clock" term="Hours">
          {studio.contactHours}
        </InfoItem>
      </ul>
      {socials.length > 0 && (
        <ul className={styles.socials} aria-label="Follow the studio">
          {socials.map(({ key, label, icon }) => (
            <li key={key}>
              <a
                className={styles.social}
                href={studio.socials[key]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
              >
                <Icon name={icon} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
