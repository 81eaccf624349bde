'use client';

import { lazy, Suspense } from 'react';

const DraftEditing = lazy(() =>
  import('./DraftEditing').then((module) => ({ default: module.DraftEditing })),
);

/**
 * Draft mode's bridge to the Presentation tool, whose code (with next-sanity's own lazy loader)
 * loads only on a page rendered in draft mode: a server component's direct import of a client
 * component puts its code in every visitor's page.
 */
export function DraftEditingOnDemand() {
  return (
    <Suspense fallback={null}>
      <DraftEditing />
    </Suspense>
  );
}
