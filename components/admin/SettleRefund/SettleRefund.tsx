'use client';

import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Form';
import { RequestError } from '../../ui/RequestButton';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';

/** Records that an owed refund was handed back, and how. */
export function SettleRefund({ id, label }: { id: string; label: string }) {
  const selectId = useId();
  const [method, setMethod] = useState('bank_transfer');
  const { busy, error, send } = useRequestThenRefresh();
  return (
    <span>
      <SelectField
        id={selectId}
        label="Handed back by"
        value={method}
        onChange={(event) => setMethod(event.target.value)}
      >
        <option value="bank_transfer">Bank transfer</option>
        <option value="card_terminal">Card terminal</option>
        <option value="cash">Cash</option>
      </SelectField>
      <Button
        size="sm"
        disabled={busy}
        aria-label={`Mark the refund of ${label} as handed back`}
        onClick={() => send('POST', `/api/admin/payments/${id}/settle`, { method })}
      >
        Mark handed back
      </Button>
      <RequestError error={error} />
    </span>
  );
}
