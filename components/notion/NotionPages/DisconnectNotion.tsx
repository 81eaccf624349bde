'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { requestJson } from '@/lib/fetch';
import * as styles from './NotionPages.css';

/** Forgets the Notion secret; drafts already imported stay in the Studio. */
export function DisconnectNotion() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const disconnect = async () => {
    setBusy(true);
    const answer = await requestJson('DELETE', '/api/notion/connection', {});
    setBusy(false);
    setError(answer.ok ? null : answer.error);
    router.refresh();
  };
  return (
    <span className={styles.actions}>
      <Button size="sm" variant="secondary" disabled={busy} onClick={disconnect}>
        {busy ? 'Disconnecting...' : 'Disconnect Notion'}
      </Button>
      {error && (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </span>
  );
}
