'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { isScriptConflictError } from '@/lib/routing/errors';

export default function SiteError({ error, reset }: { error: Error; reset: () => void }) {
  const ignorable = isScriptConflictError(error);
  useEffect(() => {
    if (ignorable) reset();
    else console.error(error);
  }, [error, ignorable, reset]);
  return ignorable ? null : <ErrorScreen />;
}
