'use client';

import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/Toast';
import { NECESSARY_ONLY, type ConsentRecord } from '@/lib/consent';
import { CookiePreferencesPanel } from '../CookiePreferencesPanel';
import { consentStore, recordConsent, useConsent } from '../consent-client';
import * as styles from './CookieSettings.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

/** The /cookie-preferences page: the current choice, the panel to change it, and a reset. */
export function CookieSettings() {
  const consent = useConsent();
  const saved = (record: ConsentRecord) => {
    recordConsent(record);
    toast({ title: 'Cookie preferences saved', description: 'Your choice applies from now on.' });
  };
  return (
    <section className={styles.settings} aria-labelledby="cookie-settings-heading">
      <h1 id="cookie-settings-heading" className={styles.title}>
        Cookie Preferences
      </h1>
      <p className={styles.status} role="status" data-testid="consent-status">
        {consent.consentedAt
          ? `Your choice was saved on ${dateFormat.format(consent.consentedAt)}.`
          : 'You have not made a choice yet: only necessary cookies are used.'}
      </p>
      <CookiePreferencesPanel
        key={consent.consentedAt ?? 'none'}
        initial={consent.consentedAt ? consent.preferences : NECESSARY_ONLY}
        onSave={(choice) => saved(consentStore().save(choice))}
        onAcceptAll={() => saved(consentStore().acceptAll())}
        onNecessaryOnly={() => saved(consentStore().necessaryOnly())}
      />
      <Button
        variant="ghost"
        size="sm"
        className={styles.reset}
        onClick={() => {
          consentStore().reset();
          toast({ title: 'Cookie choice reset', description: 'We will ask you again.' });
        }}
      >
        Reset my choice
      </Button>
    </section>
  );
}
