'use client';

import { useEffect, useState } from 'react';
import { AchievementIcon } from '../AchievementIcon';
import { AchievementsDialogOnDemand } from '../AchievementsPanel/AchievementsDialogOnDemand';
import { useGamification } from '../GamificationProvider';
import * as styles from './AchievementNotice.css';

/** The latest unlocked achievement, with confetti (unless the visitor prefers reduced motion). */
export function AchievementNotice() {
  const { recent, points, level, dismiss } = useGamification();
  const [panelOpen, setPanelOpen] = useState(false);

  useEffect(() => {
    if (!recent) return;
    let cancelled = false;
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (cancelled) return;
        // Our own canvas, hidden from assistive technology (it is decoration, outside any
        // landmark) and gone when the burst ends.
        const canvas = document.createElement('canvas');
        canvas.setAttribute('aria-hidden', 'true');
        canvas.className = styles.confetti;
        document.body.append(canvas);
        // Drawn in a worker (OffscreenCanvas), so the burst never blocks the page's main thread.
        const burst = confetti.create(canvas, {
          resize: true,
          useWorker: true,
          disableForReducedMotion: true,
        });
        const done = burst({ particleCount: 100, spread: 70 });
        if (done) void done.then(() => canvas.remove());
        else canvas.remove();
      })
      .catch((error: unknown) => console.warn('Confetti could not load', error));
    return () => {
      cancelled = true;
    };
  }, [recent]);

  if (!recent) return null;
  return (
    <aside className={styles.notice} aria-label="Achievement unlocked">
      <span className={styles.icon}>
        <AchievementIcon name={recent.id} size={28} />
      </span>
      <div className={styles.body}>
        <div className={styles.announcement} role="status">
          <p className={styles.title}>Achievement unlocked: {recent.title}</p>
          <p className={styles.detail}>
            {recent.description} · +{recent.points} points · {points} points, level {level}
          </p>
        </div>
        <button
          type="button"
          className={styles.viewAll}
          aria-haspopup="dialog"
          aria-expanded={panelOpen}
          onClick={() => setPanelOpen(true)}
        >
          View all achievements
        </button>
      </div>
      <button
        type="button"
        className={styles.dismiss}
        onClick={dismiss}
        aria-label="Dismiss achievement"
      >
        ×
      </button>
      <AchievementsDialogOnDemand open={panelOpen} onClose={() => setPanelOpen(false)} />
    </aside>
  );
}
