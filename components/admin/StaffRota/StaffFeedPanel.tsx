'use client';

import { useId, useState } from 'react';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { Button } from '../../ui/Button';
import { RequestError } from '../../ui/RequestButton';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';
import * as styles from './StaffRota.css';

type StaffFeedPanelProps = { personId: string; name: string; feedIssued: boolean };

/**
 * The secret calendar feed of a person's own sessions. Only its hash is stored, so the URL is shown
 * once, right after it is made; making another stops the old one working.
 */
export function StaffFeedPanel({ personId, name, feedIssued }: StaffFeedPanelProps) {
  const { busy, error, send } = useRequestThenRefresh();
  const [url, setUrl] = useState<string | null>(null);
  const urlId = useId();

  const issue = async () => {
    const replaces = `Issue a new feed URL for ${name}? Calendars subscribed to the current one stop updating.`;
    if (feedIssued && !window.confirm(replaces)) return;
    const answer = await send<{ url: string }>('POST', `/api/admin/staff/${personId}/feed`);
    setUrl(answer.ok ? answer.body.url : null);
  };

  return (
    <SettingsSection
      title="Calendar feed"
      description={`A secret address ${name} adds to their calendar app ("add calendar from URL"): it lists the sessions they hold and updates as they change.`}
    >
      <p className={styles.muted}>
        {feedIssued
          ? 'A feed URL has been issued. Issuing a new one stops the old one working.'
          : 'No feed URL has been issued yet.'}
      </p>
      {url && (
        <div className={styles.once}>
          <label htmlFor={urlId} className={styles.label}>
            Feed URL (shown only now)
          </label>
          <input
            id={urlId}
            className={styles.url}
            readOnly
            value={url}
            aria-describedby={`${urlId}-hint`}
            // It takes the focus, selected, so it is read out and ready to copy.
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id={`${urlId}-hint`} className={styles.muted}>
            Copy it now (Ctrl+C, or ⌘C on a Mac) and send it to {name}: it is not shown again.
          </p>
        </div>
      )}
      <div className={styles.actions}>
        <Button variant={feedIssued ? 'secondary' : 'primary'} disabled={busy} onClick={issue}>
          {busy ? 'Issuing...' : feedIssued ? 'Issue a new URL' : 'Issue a feed URL'}
        </Button>
        <RequestError error={error} />
      </div>
    </SettingsSection>
  );
}
