'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { requestJson } from '@/lib/fetch';
import { FormMessage, formStyles } from '@/components/ui/Form';

/** Signs out every other browser; this one stays signed in. */
export function OtherSessions({ otherCount }: { otherCount: number }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={formStyles.form}>
      <p>
        {state === 'done' || otherCount === 0
          ? 'You are signed in on this device only.'
          : `You are also signed in on ${otherCount} other device${otherCount === 1 ? '' : 's'}.`}
      </p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {state === 'done' && (
        <FormMessage tone="success">Other sessions were signed out.</FormMessage>
      )}
      <Button
        variant="secondary"
        disabled={state === 'busy'}
        onClick={async () => {
          setState('busy');
          setError(null);
          const result = await requestJson('DELETE', '/api/auth/account/sessions');
          if (result.ok) setState('done');
          else {
            setState('idle');
            setError(result.error);
          }
        }}
      >
        Sign Out Other Sessions
      </Button>
    </div>
  );
}
