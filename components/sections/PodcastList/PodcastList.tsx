import Link from 'next/link';
import { AchievementIcon } from '@/components/gamification/AchievementIcon';
import { SanityImage } from '@/components/media/SanityImage';
import { showPath } from '@/lib/podcasts/paths';
import { SectionLayout, sectionStyles } from '../SectionLayout';
import type { SectionOf } from '../types';
import * as styles from './PodcastList.css';
import { SharePodcastButton } from './SharePodcastButton';

/** Shows produced in the studio, with their covers and awards. */
export function PodcastList({ section }: { section: SectionOf<'podcastList'> }) {
  return (
    <SectionLayout id={`podcasts-${section._key}`} heading={section.heading} intro={section.intro}>
      <ul className={sectionStyles.cardGrid}>
        {section.podcasts.map((podcast) => (
          <li key={podcast._id} id={`podcast-${podcast.slug}`} className={styles.card}>
            <SanityImage
              image={podcast.cover}
              sizes="(max-width: 600px) 100vw, 300px"
              aspectRatio={1}
              className={styles.cover}
            />
            <div className={styles.body}>
              <p className={styles.category}>{podcast.category}</p>
              <h3 className={sectionStyles.cardTitle}>
                <Link href={showPath(podcast.slug)} className={styles.titleLink}>
                  {podcast.title}
                </Link>
              </h3>
              {podcast.host && <p className={sectionStyles.muted}>{podcast.host}</p>}
              <p>{podcast.description}</p>
              {podcast.episodeCount != null && (
                <p className={sectionStyles.muted}>{podcast.episodeCount} episodes</p>
              )}
              {podcast.awards && podcast.awards.length > 0 && (
                <ul className={styles.awards} aria-label="Awards">
                  {podcast.awards.map((award) => (
                    <li key={award} className={styles.award}>
                      <AchievementIcon name="trophy" size={16} className={styles.awardIcon} />
                      {award}
                    </li>
                  ))}
                </ul>
              )}
              {podcast.listenUrl && (
                <a
                  href={podcast.listenUrl}
                  className={sectionStyles.textLink}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  Listen to {podcast.title} (opens in a new tab)
                </a>
              )}
              <SharePodcastButton
                title={podcast.title}
                description={podcast.description}
                anchor={`podcast-${podcast.slug}`}
                listenUrl={podcast.listenUrl}
              />
            </div>
          </li>
        ))}
      </ul>
    </SectionLayout>
  );
}
