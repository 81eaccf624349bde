'use client';

import { useEffect, useId, useRef } from 'react';
import { Icon } from '@/components/ui/Icon';
import { AchievementIcon } from '../AchievementIcon';
import { useGamification } from '../GamificationProvider';
import { AchievementsPanel } from './AchievementsPanel';
import * as styles from './AchievementsPanel.css';

type AchievementsDialogProps = { open: boolean; onClose: () => void };

/**
 * The achievements panel as a modal <dialog>: focus moves in when it opens, Escape, the close
 * button and the backdrop close it, and focus returns to whatever opened it.
 */
export function AchievementsDialog({ open, onClose }: AchievementsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const { achievements, points } = useGamification();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
        openerRef.current?.focus();
        openerRef.current = null;
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.dialogInner}>
          <div className={styles.dialogHeader}>
            <h2 id={titleId} className={styles.dialogTitle}>
              <AchievementIcon name="trophy" />
              Your achievements
            </h2>
            <button
              type="button"
              className={styles.iconButton}
              aria-label="Close achievements"
              onClick={onClose}
            >
              <Icon name="close" />
            </button>
          </div>
          <AchievementsPanel achievements={achievements} points={points} />
        </div>
      )}
    </dialog>
  );
}
