'use client';

import { RequestButton } from '../../ui/RequestButton';

/** Sends the customer their confirmation again, with a fresh manage link (the old one stops working). */
export function ResendConfirmation({ id, reference }: { id: string; reference: string }) {
  return (
    <RequestButton
      label="Resend confirmation"
      busyLabel="Sending…"
      run={async (request) => {
        const question = `Send the confirmation of ${reference} again? It carries a new link to manage the booking; the old link stops working.`;
        if (window.confirm(question)) {
          await request.send('POST', `/api/admin/bookings/${id}/resend-confirmation`);
        }
      }}
    />
  );
}
