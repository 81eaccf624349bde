'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { formatRecordTime } from '@/components/ui/RecordList/recordTime';
import { RequestError } from '@/components/ui/RequestButton';
import { useRequestThenRefresh } from '@/components/ui/useRequestThenRefresh';
import * as styles from './CalendarFeeds.css';

type FeedPanelProps = {
  studioId: string;
  studioTitle: string;
  /** When the current feed URL was made; null when the studio has none. */
  issuedAt: Date | null;
};

/**
 * A studio's secret feed URL: make one, replace it, revoke it. Only its hash is stored, so the URL
 * is shown once, right after it is made, with a button that copies it.
 */
export function FeedPanel({ studioId, studioTitle, issuedAt }: FeedPanelProps) {
  const { busy, error, send } = useRequestThenRefresh();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const urlId = useId();
  const urlInput = useRef<HTMLInputElement>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const path = `/api/admin/calendars/${encodeURIComponent(studioId)}/feed`;

  // The new URL takes the focus (and is selected), so it is read out and ready to copy.
  useEffect(() => {
    if (url) urlInput.current?.focus();
  }, [url]);

  const issue = async () => {
    const replaces = `Make a new feed URL for ${studioTitle}? Calendars subscribed to the current one stop updating.`;
    if (issuedAt && !window.confirm(replaces)) return;
    setCopied(null);
    const answer = await send<{ url: string }>('POST', path);
    setUrl(answer.ok ? answer.body.url : null);
  };

  const revoke = async () => {
    const question = `Revoke the feed URL of ${studioTitle}? Calendars subscribed to it stop updating.`;
    if (!window.confirm(question)) return;
    setUrl(null);
    await send('DELETE', path);
    // The Revoke button is gone: the focus moves to the one that makes a new URL, not to the page.
    buttons.current?.querySelector('button')?.focus();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  return (
    <div className={styles.panel}>
      <h3 className={styles.subheading}>Staff calendar feed</h3>
      <p className={styles.status}>
        {issuedAt
          ? `A feed URL is active, made ${formatRecordTime(issuedAt)}.`
          : 'No feed URL yet.'}
      </p>
      {url && (
        <div className={styles.once}>
          <label htmlFor={urlId} className={styles.label}>
            Feed URL (shown only now: copy it)
          </label>
          <input
            ref={urlInput}
            id={urlId}
            className={styles.url}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className={styles.actions}>
            <Button size="sm" onClick={copy}>
              Copy URL
            </Button>
            <span role="status" className={styles.status}>
              {copied === 'yes' && 'Copied.'}
              {copied === 'no' && 'Could not copy: select the URL and copy it by hand.'}
            </span>
          </div>
        </div>
      )}
      <div ref={buttons} className={styles.actions}>
        <Button
          size="sm"
          variant={issuedAt ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={issue}
        >
          {issuedAt ? 'New URL (revokes the old one)' : 'Create feed URL'}
        </Button>
        {issuedAt && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={revoke}>
            Revoke
          </Button>
        )}
        <RequestError error={error} />
      </div>
    </div>
  );
}
