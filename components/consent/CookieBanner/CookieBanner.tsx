'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { IntentLink } from '@/components/ui/IntentLink';
import { readOnlyOnPhone, useNoticeTurn } from '@/components/ui/NoticeQueue';
import {
  BANNER_AUTO_HIDE_MS,
  NECESSARY_ONLY,
  scrolledBackUp,
  type ConsentPreferences,
  type ConsentRecord,
} from '@/lib/consent';
import type { CookiePreferencesPanelProps } from '../CookiePreferencesPanel';
import { consentStore, recordConsent, useConsent } from '../consent-client';
import * as styles from './CookieBanner.css';

type Mode = 'compact' | 'preferences';

/**
 * The cookie banner (spec §4.2), shown from the moment it mounts (CookieBannerOnDemand mounts it
 * when it is due). It hides itself after 10 s unless the preferences panel is open, and comes back
 * when the visitor scrolls up after passing 300 px. Closing it stores nothing. Its text stays at two
 * lines on a phone: a larger block painted 2 s in would become the page's largest contentful paint
 * in place of the page's own (on /booking three lines outgrew the lead).
 *
 * It is one of the notices that take turns (components/ui/NoticeQueue): consent goes before the
 * achievement notices, which wait until it is answered or gone. While a toast or a modal has the
 * screen it is held: hidden, with its state (the open panel) kept, and its 10 s not running.
 */
export function CookieBanner() {
  const consent = useConsent();
  const pathname = usePathname();
  const [visible, setVisible] = useState(true);
  // The open preferences panel; its code comes with the first "Customize": most visitors answer in
  // the compact banner.
  const [Panel, setPanel] = useState<ComponentType<CookiePreferencesPanelProps> | null>(null);
  const mode: Mode = Panel ? 'preferences' : 'compact';
  const autoHidden = useRef(false);
  const closedByVisitor = useRef(false);
  // The Cookie Preferences page is the full panel already.
  const wanted = visible && pathname !== '/cookie-preferences';
  const turn = useNoticeTurn('consent', wanted);

  // Auto-hide while prompting and on screen, unless the visitor is working in the preferences panel.
  useEffect(() => {
    if (!visible || !turn || !consent.needsPrompt || mode === 'preferences') return;
    const timer = setTimeout(() => {
      autoHidden.current = true;
      setVisible(false);
    }, BANNER_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [visible, turn, consent.needsPrompt, mode]);

  useEffect(() => {
    if (visible || !consent.needsPrompt) return;
    let deepest = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      deepest = Math.max(deepest, y);
      if (autoHidden.current && !closedByVisitor.current && scrolledBackUp(deepest, y)) {
        autoHidden.current = false;
        setVisible(true);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [visible, consent.needsPrompt]);

  const done = useCallback((record: ConsentRecord) => {
    recordConsent(record);
    setVisible(false);
    setPanel(null);
  }, []);

  if (!wanted) return null;

  // No pre-ticked optional categories until the visitor has chosen (UK GDPR: consent is opt-in).
  const initial: ConsentPreferences = consent.consentedAt ? consent.preferences : NECESSARY_ONLY;
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-banner-heading"
      aria-describedby="cookie-banner-text"
      className={styles.banner}
      data-testid="cookie-banner"
      data-mode={mode}
      hidden={!turn}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          closedByVisitor.current = true;
          setVisible(false);
        }
      }}
    >
      <div className={styles.top}>
        <h2 id="cookie-banner-heading" className={`${styles.heading} ${readOnlyOnPhone}`}>
          {mode === 'compact' ? 'We use cookies' : 'Cookie preferences'}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label="Close cookie banner"
          onClick={() => {
            closedByVisitor.current = true;
            setVisible(false);
          }}
        >
          <Icon name="close" />
        </button>
      </div>
      <p id="cookie-banner-text" className={styles.text}>
        Analytics and marketing cookies only with your permission. See our{' '}
        <IntentLink href="/cookie-policy" className={styles.link}>
          Cookie Policy
        </IntentLink>
        .
      </p>
      {!Panel ? (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => done(consentStore().acceptAll())}>
            Accept All
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => done(consentStore().necessaryOnly())}
          >
            Necessary Only
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              import('../CookiePreferencesPanel')
                .then(({ CookiePreferencesPanel }) => setPanel(() => CookiePreferencesPanel))
                .catch((error: unknown) => console.warn('The preferences could not load', error))
            }
          >
            Customize
          </Button>
        </div>
      ) : (
        <div className={styles.panel}>
          <Panel
            initial={initial}
            onSave={(choice) => done(consentStore().save(choice))}
            onAcceptAll={() => done(consentStore().acceptAll())}
            onNecessaryOnly={() => done(consentStore().necessaryOnly())}
          />
        </div>
      )}
    </div>
  );
}
