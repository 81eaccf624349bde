'use client';

import { Button } from '../../ui/Button';
import { RequestError } from '../../ui/RequestButton';
import { useRequestThenRefresh } from '../../ui/useRequestThenRefresh';

/** The run sheet's Check in: the customer of `reference` has arrived. */
export function CheckInButton({ id, reference }: { id: string; reference: string }) {
  const { busy, error, send } = useRequestThenRefresh();
  return (
    <>
      <Button
        size="sm"
        disabled={busy}
        aria-label={`Check in ${reference}`}
        onClick={() => void send('POST', `/api/admin/bookings/${id}/check-in`)}
      >
        Check in
      </Button>
      <RequestError error={error} />
    </>
  );
}
