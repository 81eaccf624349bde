'use client';

import { RequestButton } from '@/components/ui/RequestButton';
import * as styles from './NotionPages.css';

/** Forgets the Notion secret; drafts already imported stay in the Studio. */
export function DisconnectNotion() {
  return (
    <span className={styles.actions}>
      <RequestButton
        label="Disconnect Notion"
        busyLabel="Disconnecting..."
        run={({ send }) => send('DELETE', '/api/notion/connection')}
      />
    </span>
  );
}
