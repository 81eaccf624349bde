import { urlForImage } from '@/lib/content/image';
import { FeatureIcon } from '../FeatureIcon';
import { SectionLayout, sectionStyles } from '../SectionLayout';
import type { SectionOf } from '../types';
import * as styles from './BehindTheScenes.css';
import { VideoCard, VideoCardSkeleton } from './VideoCard';

const MAX_VIDEOS = 2;

function posterUrl(poster: Parameters<typeof urlForImage>[0] | null | undefined) {
  return poster && (poster as { asset?: unknown }).asset
    ? urlForImage(poster).width(800).height(450).fit('crop').url()
    : null;
}

/**
 * Behind the Scenes: up to two featured videos in two columns (the fallback videos when none is
 * featured), then four feature tiles. `loading` shows skeletons in place of the videos.
 */
export function BehindTheScenes({
  section,
  loading = false,
}: {
  section: SectionOf<'behindTheScenes'>;
  loading?: boolean;
}) {
  const videos =
    section.videos.length > 0
      ? section.videos.slice(0, MAX_VIDEOS).map((video) => ({
          key: video._id,
          title: video.title,
          description: video.description,
          src: video.videoUrl,
          mimeType: video.videoMimeType,
          poster: video.poster,
        }))
      : (section.fallbackVideos ?? []).slice(0, MAX_VIDEOS).map((video) => ({
          key: video._key,
          title: video.title,
          description: video.description,
          src: video.src,
          mimeType: null,
          poster: video.poster ?? null,
        }));
  return (
    <SectionLayout
      id="behind-the-scenes"
      heading={section.heading}
      intro={section.intro}
      tone="tinted"
    >
      <div className={styles.videos} aria-busy={loading || undefined}>
        {loading
          ? Array.from({ length: MAX_VIDEOS }, (_, index) => <VideoCardSkeleton key={index} />)
          : videos.map(({ key, poster, ...video }) => (
              <VideoCard key={key} {...video} poster={poster} posterUrl={posterUrl(poster)} />
            ))}
      </div>
      {section.features && section.features.length > 0 && (
        <ul className={sectionStyles.cardGrid}>
          {section.features.map((feature) => (
            <li key={feature._key} className={sectionStyles.card}>
              <FeatureIcon name={feature.icon} className={styles.icon} />
              <h3 className={sectionStyles.cardTitle}>{feature.title}</h3>
              {feature.description && <p className={sectionStyles.muted}>{feature.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </SectionLayout>
  );
}
