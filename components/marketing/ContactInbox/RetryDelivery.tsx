'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { requestJson } from '@/lib/fetch';
import { Button } from '../../ui/Button';
import * as styles from './ContactInbox.css';

/** "Retry now" for a CRM delivery that failed: tries it at once, then shows the new state. */
export function RetryDelivery({ jobId }: { jobId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const retry = async () => {
    setBusy(true);
    setError(null);
    const answer = await requestJson<{ delivered: boolean }>(
      'POST',
      `/api/crm/deliveries/${jobId}/retry`,
      {},
    );
    setBusy(false);
    if (!answer.ok) setError(answer.error);
    else if (!answer.body.delivered) setError('The CRM refused it again.');
    router.refresh();
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
