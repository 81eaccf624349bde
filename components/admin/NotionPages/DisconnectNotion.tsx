'use client';

import { Button } from '@/components/ui/Button';
import { useRequestThenRefresh } from '@/components/ui/useRequestThenRefresh';
import * as styles from './NotionPages.css';

/** Forgets the Notion secret; drafts already imported stay in the Studio. */
export function DisconnectNotion() {
  const { busy, error, send } = useRequestThenRefresh();
  const disconnect = () => send('DELETE', '/api/notion/connection');
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
