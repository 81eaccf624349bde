'use client';

import { Button } from '../../ui/Button';
import { RequestError } from '../../ui/RequestButton';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';
import * as styles from './AdminBookingActions.css';

type AdminBookingActionsProps = {
  id: string;
  reference: string;
  canCancel: boolean;
  canMarkNoShow: boolean;
};

/** Back-office buttons for one booking: cancel it, or record that the customer did not come. */
export function AdminBookingActions({
  id,
  reference,
  canCancel,
  canMarkNoShow,
}: AdminBookingActionsProps) {
  const { busy, error, send } = useRequestThenRefresh();

  const act = async (action: 'cancel' | 'no-show', question: string) => {
    if (window.confirm(question)) await send('POST', `/api/bookings/${id}/${action}`);
  };

  if (!canCancel && !canMarkNoShow) return null;
  return (
    <div className={styles.actions}>
      {canCancel && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => act('cancel', `Cancel booking ${reference}? The customer is e-mailed.`)}
        >
          Cancel
        </Button>
      )}
      {canMarkNoShow && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => act('no-show', `Mark ${reference} as a no-show?`)}
        >
          No-show
        </Button>
      )}
      <RequestError error={error} />
    </div>
  );
}
