'use client';

import { useState } from 'react';
import { requestJson } from '@/lib/fetch';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/Form';
import { useHydrated } from '../../ui/Form/useHydrated';

/**
 * The one button of a newsletter link page. The change is a POST from this button, never the GET of
 * the link itself, so a mail scanner that opens every link confirms and unsubscribes nobody.
 */
export function SubscriptionLinkAction({
  purpose,
  token,
  label,
}: {
  purpose: 'confirm' | 'unsubscribe';
  token: string;
  label: string;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);

  if (answer?.ok) return <FormMessage tone="success">{answer.message}</FormMessage>;
  return (
    <>
      <Button
        disabled={!hydrated || busy}
        onClick={async () => {
          setBusy(true);
          const result = await requestJson<{ message: string }>(
            'POST',
            `/api/newsletter/${purpose}?token=${encodeURIComponent(token)}`,
          );
          setBusy(false);
          setAnswer(
            result.ok
              ? { ok: true, message: result.body.message }
              : { ok: false, message: result.error },
          );
        }}
      >
        {busy ? 'One moment...' : label}
      </Button>
      {answer && <FormMessage tone="error">{answer.message}</FormMessage>}
    </>
  );
}
