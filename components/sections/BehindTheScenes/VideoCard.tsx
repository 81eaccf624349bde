import { SanityImage, type SanityImageValue } from '@/components/media/SanityImage';
import { VideoPlayer } from '@/components/media/VideoPlayer';
import * as styles from './BehindTheScenes.css';

export type VideoCardProps = {
  title: string;
  description?: string | null;
  src?: string | null;
  mimeType?: string | null;
  poster?: SanityImageValue;
  posterUrl?: string | null;
};

/**
 * One video: the player (loading overlay, and the fallback card when the file fails) when there
 * is a file; otherwise the poster with "Video currently being processed" (spec §2.11).
 */
export function VideoCard({
  title,
  description,
  src,
  mimeType,
  poster,
  posterUrl,
}: VideoCardProps) {
  if (src) {
    return (
      <VideoPlayer
        title={title}
        description={description ?? undefined}
        src={src}
        mimeType={mimeType}
        poster={posterUrl}
      />
    );
  }
  return (
    <figure className={styles.video}>
      <div className={styles.frame}>
        <SanityImage
          image={poster}
          alt=""
          sizes="(max-width: 900px) 100vw, 560px"
          aspectRatio={16 / 9}
          className={styles.media}
        />
        <p className={styles.processing}>Video currently being processed</p>
      </div>
      <figcaption className={styles.caption}>
        <strong>{title}</strong>
        {description && <span className={styles.description}>{description}</span>}
      </figcaption>
    </figure>
  );
}

/** A placeholder with the shape of a video card, shown while videos load. */
export function VideoCardSkeleton() {
  return (
    <div className={styles.video} aria-hidden="true" data-testid="video-skeleton">
      <div className={`${styles.frame} ${styles.skeleton}`} />
      <div className={styles.caption}>
        <span className={`${styles.skeletonLine} ${styles.skeleton}`} />
        <span className={`${styles.skeletonLine} ${styles.skeleton}`} style={{ width: '70%' }} />
      </div>
    </div>
  );
}
