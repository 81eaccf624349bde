'use client';

import { useEffect, useRef, useState } from 'react';
import { earnAchievement } from '../../gamification/GamificationProvider';
import { Spinner } from '../../ui/Spinner';
import * as styles from './VideoPlayer.css';

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The MIME type of a video file from its extension (mp4, webm, mov), or undefined. */
export function videoType(src: string): string | undefined {
  const extension = src.split(/[?#]/)[0]?.split('.').pop()?.toLowerCase();
  return extension ? VIDEO_TYPES[extension] : undefined;
}

export type VideoPlayerProps = {
  title: string;
  description?: string;
  src?: string | null;
  /** The file's MIME type when known (e.g. from the asset); otherwise guessed from the extension. */
  mimeType?: string | null;
  poster?: string | null;
  /** The fallback card's wording: processing (default) or temporarily unavailable. */
  fallback?: 'processing' | 'unavailable';
  onPlay?: () => void;
};

type PlayerState = 'loading' | 'ready' | 'failed';

/** What the element is doing now, read from the element itself rather than from the events seen. */
function stateOf(video: HTMLVideoElement): PlayerState {
  if (video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) return 'failed';
  if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return 'ready';
  // Idle with nothing loaded: the browser has chosen not to fetch the file before it is played.
  if (video.networkState === HTMLMediaElement.NETWORK_IDLE) return 'ready';
  return 'loading';
}

/** A video with a loading overlay and a fallback card when there is no file or it fails (spec §2.11). */
export function VideoPlayer({
  title,
  description,
  src,
  mimeType,
  poster,
  fallback = 'processing',
  onPlay,
}: VideoPlayerProps) {
  const [state, setState] = useState<PlayerState>('loading');
  const videoRef = useRef<HTMLVideoElement>(null);
  // The page's scripts run after its first paint, so the element may have settled (or failed)
  // before this component hydrated, with no listener to hear it: read where it stands. In a
  // microtask: a video just inserted reads "no source" until the browser's own microtask has picked
  // its file, and an effect can run in the same task as the insertion (after a click).
  useEffect(() => {
    const video = videoRef.current;
    if (video) queueMicrotask(() => setState(stateOf(video)));
  }, []);

  if (!src || state === 'failed') {
    return (
      <div className={styles.fallback} role="group" aria-label={title}>
        <p className={styles.fallbackTitle}>{title}</p>
        {description && <p className={styles.fallbackText}>{description}</p>}
        <p className={styles.fallbackStatus}>
          {fallback === 'processing'
            ? 'Video currently being processed'
            : 'Video temporarily unavailable'}
        </p>
      </div>
    );
  }

  return (
    <figure className={styles.player}>
      <video
        ref={videoRef}
        className={styles.video}
        controls
        playsInline
        preload="metadata"
        poster={poster ?? undefined}
        aria-label={title}
        onLoadStart={() => setState('loading')}
        onSuspend={(event) => setState(stateOf(event.currentTarget))}
        onWaiting={() => setState('loading')}
        onLoadedMetadata={() => setState('ready')}
        onLoadedData={() => setState('ready')}
        onPlaying={() => setState('ready')}
        onPlay={() => {
          earnAchievement('listen_podcast');
          onPlay?.();
        }}
        // Also hears a failing <source>: its error event does not bubble in the page, but React
        // listens on every <source> and passes the event up to here.
        onError={() => {
          console.warn(`Video failed to load: ${src}`);
          setState('failed');
        }}
      >
        <source src={src} type={mimeType ?? videoType(src)} />
      </video>
      {state === 'loading' && (
        <div className={styles.overlay} aria-live="polite">
          <Spinner label="Loading video" />
          <span>Loading video...</span>
        </div>
      )}
      <figcaption className={styles.caption}>
        <strong>{title}</strong>
        {description && <span>{description}</span>}
      </figcaption>
    </figure>
  );
}
