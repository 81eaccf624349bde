'use client';

import { lazy, Suspense, useState } from 'react';

const AchievementsDialog = lazy(() =>
  import('./AchievementsDialog').then((module) => ({ default: module.AchievementsDialog })),
);

/** The achievements dialog, whose code (the panel, every icon) loads the first time it opens. */
export function AchievementsDialogOnDemand({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AchievementsDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
