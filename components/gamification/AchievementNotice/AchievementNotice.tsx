'use client';

import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { readOnlyOnPhone, useNoticeTurn } from '@/components/ui/NoticeQueue';
import type { Achievement } from '@/lib/gamification';
import { AchievementIcon } from '../AchievementIcon';
import { AchievementsDialogOnDemand } from '../AchievementsPanel/AchievementsDialogOnDemand';
import { useGamification } from '../GamificationProvider';
import * as styles from './AchievementNotice.css';

/** How long a notice stays when another is waiting (the last one stays until it is dismissed). */
export const ACHIEVEMENT_NOTICE_MS = 5000;

/** Confetti once per achievement, when its notice comes on screen (none with reduced motion). */
function useConfetti(shownId: string | undefined) {
  const celebrated = useRef<string | null>(null);
  useEffect(() => {
    if (!shownId || celebrated.current === shownId) return;
    celebrated.current = shownId;
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
  }, [shownId]);
}

type CardProps = {
  achievement: Achievement;
  points: number;
  level: number;
  /** Another notice waits: this one gives way after ACHIEVEMENT_NOTICE_MS unless held. */
  next: boolean;
  panelOpen: boolean;
  onViewAll: () => void;
  onDismiss: () => void;
};

function AchievementCard({
  achievement,
  points,
  level,
  next,
  panelOpen,
  onViewAll,
  onDismiss,
}: CardProps) {
  // Pointer over it or focus in it keeps it on screen (WCAG 2.2.1), as the toasts do.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused || panelOpen;

  useEffect(() => {
    if (!next || held) return;
    const timer = setTimeout(onDismiss, ACHIEVEMENT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [achievement.id, next, held, onDismiss]);

  return (
    <aside
      className={styles.notice}
      aria-label="Achievement unlocked"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <span className={styles.icon}>
        <AchievementIcon name={achievement.id} size={28} />
      </span>
      <div className={styles.body}>
        <div className={styles.announcement} role="status">
          {/* One short line on a phone ("Unlocked: Welcome"); screen readers hear it all. */}
          <p className={styles.title}>
            <span className={readOnlyOnPhone}>Achievement</span>{' '}
            <span className={styles.unlockedWord}>unlocked</span>: {achievement.title}
          </p>
          <p className={`${styles.detail} ${readOnlyOnPhone}`}>
            {achievement.description} · +{achievement.points} points · {points} points, level{' '}
            {level}
          </p>
        </div>
        <button
          type="button"
          className={styles.viewAll}
          aria-haspopup="dialog"
          aria-expanded={panelOpen}
          onClick={onViewAll}
        >
          View all <span className={readOnlyOnPhone}>achievements</span>
        </button>
      </div>
      <button
        type="button"
        className={styles.dismiss}
        onClick={onDismiss}
        aria-label="Dismiss achievement"
      >
        ×
      </button>
    </aside>
  );
}

/**
 * The notices of unlocked achievements, one after another, with confetti (unless the visitor
 * prefers reduced motion). They wait their turn in the notice queue: after the cookie banner and
 * any toast, never while a modal is open.
 */
export function AchievementNotice() {
  const { notices, points, level, dismiss } = useGamification();
  const shown = notices[0];
  const turn = useNoticeTurn('achievement', shown !== undefined);
  const [panelOpen, setPanelOpen] = useState(false);
  useConfetti(turn ? shown?.id : undefined);

  return (
    <>
      {turn && shown && (
        <AchievementCard
          achievement={shown}
          points={points}
          level={level}
          next={notices.length > 1}
          panelOpen={panelOpen}
          onViewAll={() => setPanelOpen(true)}
          onDismiss={dismiss}
        />
      )}
      {/* Outside the card: the panel opened from it stays open (and gives focus back to it). */}
      <AchievementsDialogOnDemand open={panelOpen} onClose={() => setPanelOpen(false)} />
    </>
  );
}
