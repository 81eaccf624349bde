'use client';

import { useState } from 'react';
import { useHoldNotices } from '@/components/ui/NoticeQueue';
import { AchievementIcon } from '../AchievementIcon';
import { AchievementsDialogOnDemand } from './AchievementsDialogOnDemand';
import * as styles from './AchievementsPanel.css';

/** The header's trophy button that opens the achievements panel (no notice shows meanwhile). */
export function AchievementsButton() {
  const [open, setOpen] = useState(false);
  useHoldNotices(open);
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Achievements"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <AchievementIcon name="trophy" size={20} />
      </button>
      <AchievementsDialogOnDemand open={open} onClose={() => setOpen(false)} />
    </>
  );
}
