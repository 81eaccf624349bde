'use client';

import { useEffect } from 'react';
import '@/components/theme/global.css';
import './styles.generated.css';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { themeInitScript } from '@/components/theme';
import { isScriptConflictError } from '@/lib/routing/errors';

// Replaces the root layout when it fails itself, so it brings its own <html>.
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  const ignorable = isScriptConflictError(error);
  useEffect(() => {
    if (ignorable) reset();
    else console.error(error);
  }, [error, ignorable, reset]);
  return (
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body>{ignorable ? null : <ErrorScreen />}</body>
    </html>
  );
}
