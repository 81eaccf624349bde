'use client';

import { RequestButton } from '../../ui/RequestButton';

/** "Retry now" for a CRM delivery that failed: tries it at once, then shows the new state. */
export function RetryDelivery({ jobId }: { jobId: string }) {
  return (
    <RequestButton
      label="Retry now"
      busyLabel="Retrying..."
      run={async ({ send, setError }) => {
        const answer = await send<{ delivered: boolean }>(
          'POST',
          `/api/crm/deliveries/${jobId}/retry`,
        );
        if (answer.ok && !answer.body.delivered) setError('The CRM refused it again.');
      }}
    />
  );
}
