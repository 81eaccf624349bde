'use client';

import { earnAchievement } from '@/components/gamification/GamificationProvider';
import * as styles from './EpisodePlayer.css';

type EpisodePlayerProps = {
  /** The episode's title: the player's accessible name. */
  title: string;
  src: string;
  type: string;
};

/**
 * A native audio player that loads nothing until played; playing an episode earns Podcast Listener,
 * as playing a video does.
 */
export function EpisodePlayer({ title, src, type }: EpisodePlayerProps) {
  return (
    <audio
      className={styles.player}
      controls
      preload="none"
      aria-label={`Play ${title}`}
      onPlay={() => earnAchievement('listen_podcast')}
    >
      <source src={src} type={type} />
      <a href={src}>Download {title}</a>
    </audio>
  );
}
