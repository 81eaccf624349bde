'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { ConsentCategory, ConsentPreferences } from '@/lib/consent';
import * as styles from './CookiePreferencesPanel.css';

const CATEGORIES: { key: ConsentCategory; name: string; hint: string }[] = [
  {
    key: 'analytics',
    name: 'Analytics cookies',
    hint: 'Count visits and page load times so we can improve the site.',
  },
  {
    key: 'marketing',
    name: 'Marketing cookies',
    hint: 'Let our CRM (HubSpot) recognise return visits and measure our campaigns.',
  },
  {
    key: 'functional',
    name: 'Functional cookies',
    hint: 'Remember choices such as embedded media settings.',
  },
];

export type CookiePreferencesPanelProps = {
  initial: ConsentPreferences;
  onSave(preferences: ConsentPreferences): void;
  onAcceptAll(): void;
  onNecessaryOnly(): void;
};

/** The preferences panel: one switch per optional category, and three equally weighted buttons. */
export function CookiePreferencesPanel({
  initial,
  onSave,
  onAcceptAll,
  onNecessaryOnly,
}: CookiePreferencesPanelProps) {
  const id = useId();
  const [choice, setChoice] = useState<ConsentPreferences>(initial);
  return (
    <div className={styles.panel}>
      <fieldset className={styles.categories}>
        <legend className={styles.legend}>Cookie categories</legend>
        <div className={styles.category}>
          <label htmlFor={`${id}-necessary`}>
            <span className={styles.name}>Strictly necessary cookies</span>
            <span className={styles.hint}>Sign-in and security. Always on.</span>
          </label>
          <input
            id={`${id}-necessary`}
            type="checkbox"
            role="switch"
            className={styles.toggle}
            checked
            disabled
            readOnly
          />
        </div>
        {CATEGORIES.map(({ key, name, hint }) => (
          <div key={key} className={styles.category}>
            <label htmlFor={`${id}-${key}`}>
              <span className={styles.name}>{name}</span>
              <span className={styles.hint}>{hint}</span>
            </label>
            <input
              id={`${id}-${key}`}
              type="checkbox"
              role="switch"
              className={styles.toggle}
              checked={choice[key]}
              onChange={(event) => setChoice({ ...choice, [key]: event.target.checked })}
            />
          </div>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => onSave(choice)}>
          Save Preferences
        </Button>
        <Button variant="secondary" size="sm" onClick={onAcceptAll}>
          Accept All
        </Button>
        <Button variant="secondary" size="sm" onClick={onNecessaryOnly}>
          Necessary Only
        </Button>
      </div>
    </div>
  );
}
