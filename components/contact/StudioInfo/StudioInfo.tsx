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

/** Studio Information: location (maps), call, e-mail, hours and social links, from site settings. */
export function StudioInfo({ studio }: { studio: StudioContactInfo }) {
  const socials = NETWORKS.filter(({ key }) => studio.socials[key]);
  return (
    <aside className={styles.panel} aria-labelledby="studio-information-heading">
      <h3 id="studio-information-heading" className={styles.heading}>
        Studio Information
      </h3>
      <ul className={styles.list}>
        <li className={styles.item}>
          <Icon name="mapPin" className={styles.icon} />
          <span>
            <span className={styles.term}>Location</span>
            <a
              className={styles.link}
              href={studio.mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {studio.address}
              <span data-visually-hidden=""> (opens a map in a new tab)</span>
            </a>
          </span>
        </li>
        <li className={styles.item}>
          <Icon name="phone" className={styles.icon} />
          <span>
            <span className={styles.term}>Call us</span>
            <a className={styles.link} href={telHref(studio.phone)}>
              {studio.phone}
            </a>
          </span>
        </li>
        <li className={styles.item}>
          <Icon name="mail" className={styles.icon} />
          <span>
            <span className={styles.term}>Email us</span>
            <a className={styles.link} href={`mailto:${studio.email}`}>
              {studio.email}
            </a>
          </span>
        </li>
        <li className={styles.item}>
          <Icon name="clock" className={styles.icon} />
          <span>
            <span className={styles.term}>Hours</span>
            {studio.contactHours}
          </span>
        </li>
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
