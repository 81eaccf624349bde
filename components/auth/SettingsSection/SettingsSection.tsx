import { useId, type ReactNode } from 'react';
import * as styles from './SettingsSection.css';

type SettingsSectionProps = { title: string; description?: ReactNode; children: ReactNode };

/** One titled panel of the account settings page. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </section>
  );
}
