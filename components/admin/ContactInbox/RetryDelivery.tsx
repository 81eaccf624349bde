'use client';

import { Button } from '../../ui/Button';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';
import * as styles from './ContactInbox.css';

/** "Retry now" for a CRM delivery that failed: tries it at once, then shows the new state. */
export function RetryDelivery({ jobId }: { jobId: string }) {
  const { busy, error, setError, send } = useRequestThenRefresh();

  const retry = async () => {
    const answer = await send<{ delivered: boolean }>('POST', `/api/crm/deliveries/${jobId}/retry`);
    if (answer.ok && !answer.body.delivered) setError('The CRM refused it again.');
  };

  return (
    <>
      <Button size="sm" variant="secondary" disabled={busy} onClick={retry}>
        {busy ? 'Retrying...' : 'Retry now'}
      </Button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </>
  );
}
