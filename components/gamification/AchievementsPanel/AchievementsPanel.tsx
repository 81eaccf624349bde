import { useId } from 'react';
import { levelProgress, type Achievement } from '@/lib/gamification';
import { AchievementIcon } from '../AchievementIcon';
import * as styles from './AchievementsPanel.css';

type AchievementsPanelProps = {
  achievements: readonly Achievement[];
  points: number;
};

/** All nine achievements, locked and unlocked, with the points total, the level and the way to the next one. */
export function AchievementsPanel({ achievements, points }: AchievementsPanelProps) {
  const progressId = useId();
  const progress = levelProgress(points);
  const unlockedCount = achievements.filter((achievement) => achievement.unlocked).length;
  return (
    <div className={styles.panel}>
      <dl className={styles.summary}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>Points</dt>
          <dd className={styles.figureValue}>{points}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>Level</dt>
          <dd className={styles.figureValue}>{progress.level}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>Unlocked</dt>
          <dd className={styles.figureValue}>
            {unlockedCount} of {achievements.length}
          </dd>
        </div>
      </dl>
      {progress.isTopLevel ? (
        <p className={styles.progressText}>
          Level {progress.level} is the top level, and you have reached it.
        </p>
      ) : (
        <div className={styles.progress}>
          <label htmlFor={progressId} className={styles.progressLabel}>
            Progress to level {progress.nextLevel}
          </label>
          <progress
            id={progressId}
            className={styles.progressBar}
            value={progress.pointsIntoLevel}
            max={progress.pointsInLevel}
            aria-valuetext={`${progress.pointsIntoLevel} of ${progress.pointsInLevel} points`}
          />
          <p className={styles.progressText}>
            {progress.pointsToNextLevel} more points to reach level {progress.nextLevel} at{' '}
            {progress.nextLevelAt} points.
          </p>
        </div>
      )}
      <ul className={styles.list} aria-label="All achievements">
        {achievements.map((achievement) => {
          const state = achievement.unlocked ? 'unlocked' : 'locked';
          return (
            <li key={achievement.id} className={styles.item[state]} data-state={state}>
              <span className={styles.badge[state]}>
                <AchievementIcon name={achievement.id} />
              </span>
              <div className={styles.itemBody}>
                <h3 className={styles.itemTitle}>{achievement.title}</h3>
                <p className={styles.itemDescription}>{achievement.description}</p>
                <p className={styles.itemMeta}>
                  <span className={styles.status[state]}>
                    <AchievementIcon name={state} size={16} />
                    {achievement.unlocked ? 'Unlocked' : 'Locked'}
                  </span>
                  <span>{achievement.points} points</span>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
