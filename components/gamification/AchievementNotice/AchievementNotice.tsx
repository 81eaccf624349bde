'use client';

import { useEffect } from 'react';
import { useGamification } from '../GamificationProvider';
import * as styles from './AchievementNotice.css';

/** The latest unlocked achievement, with confetti (unless the visitor prefers reduced motion). */
export function AchievementNotice() {
  const { recent, points, level, dismiss } = useGamification();

  useEffect(() => {
    if (!recent) return;
    let cancelled = false;
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (!cancelled) confetti({ particleCount: 100, spread: 70, disableForReducedMotion: true });
      })
      .catch((error: unknown) => console.warn('Confetti could not load', error));
    return () => {
      cancelled = true;
    };
  }, [recent]);

  if (!recent) return null;
  return (
    <aside className={styles.notice} aria-label="Achievement unlocked">
      <span className={styles.icon} aria-hidden="true">
        {recent.icon}
      </span>
      <div className={styles.body} role="status">
        <p className={styles.title}>Achievement unlocked: {recent.title}</p>
        <p className={styles.detail}>
          {recent.description} · +{recent.points} points · {points} points, level {level}
        </p>
      </div>
      <button
        type="button"
        className={styles.dismiss}
        onClick={dismiss}
        aria-label="Dismiss achievement"
      >
        ×
      </button>
    </aside>
  );
}
