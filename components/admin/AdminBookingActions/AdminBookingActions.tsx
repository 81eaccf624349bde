'use client';

import { formatPounds } from '@/lib/booking/rules';
import { Button } from '../../ui/Button';
import { RequestError } from '../../ui/RequestButton';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';
import * as styles from './AdminBookingActions.css';

type AdminBookingActionsProps = {
  id: string;
  reference: string;
  canCancel: boolean;
  canMarkNoShow: boolean;
  /** The late fee the policy would keep now; offered as a second way to cancel when there is one. */
  lateFeePence?: number;
};

/** Back-office buttons for one booking: cancel it, or record that the customer did not come. */
export function AdminBookingActions({
  id,
  reference,
  canCancel,
  canMarkNoShow,
  lateFeePence = 0,
}: AdminBookingActionsProps) {
  const { busy, error, send } = useRequestThenRefresh();

  const act = async (action: 'cancel' | 'no-show', question: string, body = {}) => {
    if (window.confirm(question)) await send('POST', `/api/bookings/${id}/${action}`, body);
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
          {lateFeePence > 0 ? 'Cancel, no fee' : 'Cancel'}
        </Button>
      )}
      {canCancel && lateFeePence > 0 && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() =>
            act(
              'cancel',
              `Cancel booking ${reference} and keep the late fee of ${formatPounds(lateFeePence)}? The customer is e-mailed.`,
              { keepFee: true },
            )
          }
        >
          Cancel, keep {formatPounds(lateFeePence)} fee
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
