'use client';

import { useId, useState } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/db/schema/enums';
import type { LeadKind } from '@/lib/leads/filters';
import { Button } from '../../ui/Button';
import { RequestError } from '../../ui/RequestButton';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';
import * as styles from './LeadsInbox.css';
import { leadStatusWords } from './words';

/** A lead's status: choose one and save it. */
export function LeadStatusForm({
  kind,
  id,
  status,
  who,
}: {
  kind: LeadKind;
  id: string;
  status: LeadStatus;
  who: string;
}) {
  const selectId = useId();
  const [chosen, setChosen] = useState(status);
  const { busy, error, send } = useRequestThenRefresh();
  return (
    <form
      className={styles.statusForm}
      onSubmit={async (event) => {
        event.preventDefault();
        await send('PATCH', `/api/admin/leads/${kind}/${id}`, { status: chosen });
      }}
    >
      <label htmlFor={selectId} className={styles.statusLabel}>
        Status of {who}
      </label>
      <select
        id={selectId}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as LeadStatus)}
        className={styles.select}
      >
        {LEAD_STATUSES.map((value) => (
          <option key={value} value={value}>
            {leadStatusWords[value]}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" variant="secondary" disabled={busy || chosen === status}>
        {busy ? 'Saving...' : 'Save status'}
      </Button>
      <RequestError error={error} />
    </form>
  );
}
