'use client';

import { useEffect } from 'react';
import { isScriptConflictError } from '@/lib/routing/errors';
import { ErrorScreen } from '../ErrorScreen';

/**
 * Every route group's error boundary (its `error.tsx`): the spec's error screen inside the group's own
 * layout, so the header and footer stay. An error from a browser extension's script is retried once.
 */
export function RouteError({ error, reset }: { error: Error; reset: () => void }) {
  const ignorable = isScriptConflictError(error);
  useEffect(() => {
    if (ignorable) reset();
    else console.error(error);
  }, [error, ignorable, reset]);
  return ignorable ? null : <ErrorScreen />;
}
