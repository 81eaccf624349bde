import { SanityImage } from '@/components/media/SanityImage';
import { formatDate } from '@/components/sections/ArticleList';
import { button } from '@/components/ui/Button/Button.css';
import { episodeAnchor, feedPath } from '@/lib/podcasts/paths';
import type { PodcastEpisode, PodcastShow } from '@/lib/podcasts/show';
import { EpisodePlayer } from '../EpisodePlayer';
import * as styles from './PodcastShowView.css';

/** "6 sec", "12 min", "1 hr 5 min" */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} sec`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} hr ${minutes % 60} min`;
}

function Episode({ episode, showTitle }: { episode: PodcastEpisode; showTitle: string }) {
  const headingId = `${episodeAnchor(episode)}-title`;
  return (
    <li id={episodeAnchor(episode)} className={styles.episode}>
      <article className={styles.episodeBody} aria-labelledby={headingId}>
        {episode.cover?.asset && (
          <SanityImage
            image={episode.cover}
            sizes="96px"
            aspectRatio={1}
            className={styles.episodeCover}
          />
        )}
        <div className={styles.episodeText}>
          <p className={styles.episodeMeta}>
            {episode.episodeNumber !== null && <span>Episode {episode.episodeNumber}</span>}
            <time dateTime={episode.publishedAt}>{formatDate(episode.publishedAt)}</time>
            {episode.duration !== null && <span>{formatDuration(episode.duration)}</span>}
          </p>
          <h3 id={headingId} className={styles.episodeTitle}>
            {episode.title}
          </h3>
          {episode.guest && <p className={styles.guest}>With {episode.guest}</p>}
          {episode.showNotes && <p className={styles.notes}>{episode.showNotes}</p>}
          {episode.audio ? (
            <EpisodePlayer
              title={`${episode.title} (${showTitle})`}
              src={episode.audio.url}
              type={episode.audio.type}
            />
          ) : (
            <p className={styles.muted}>Audio coming soon.</p>
          )}
        </div>
      </article>
    </li>
  );
}

/** A show's page: its cover and description, the feed to subscribe to, and its episodes with players. */
export function PodcastShowView({ show }: { show: PodcastShow }) {
  return (
    <article className={styles.page} aria-labelledby="page-heading">
      <header className={styles.header}>
        {show.cover?.asset && (
          <SanityImage
            image={show.cover}
            sizes="(max-width: 600px) 60vw, 280px"
            aspectRatio={1}
            priority
            className={styles.cover}
          />
        )}
        <div className={styles.intro}>
          <p className={styles.eyebrow}>Podcast{show.category ? ` · ${show.category}` : ''}</p>
          <h1 id="page-heading" className={styles.title}>
            {show.title}
          </h1>
          {show.host && <p className={styles.muted}>{show.host}</p>}
          <p className={styles.lead}>{show.description}</p>
          {show.awards && show.awards.length > 0 && (
            <ul className={styles.awards} aria-label="Awards">
              {show.awards.map((award) => (
                <li key={award}>{award}</li>
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            <a
              href={feedPath(show.slug)}
              type="application/rss+xml"
              className={button({ variant: 'primary' })}
            >
              Subscribe (RSS)
            </a>
            {show.listenUrl && (
              <a
                href={show.listenUrl}
                className={button({ variant: 'secondary' })}
                rel="noopener noreferrer"
                target="_blank"
              >
                Listen elsewhere (opens in a new tab)
              </a>
            )}
          </div>
        </div>
      </header>
      <section className={styles.episodes} aria-labelledby="episodes-heading">
        <h2 id="episodes-heading" className={styles.sectionTitle}>
          Episodes
        </h2>
        {show.episodes.length > 0 ? (
          <ol className={styles.episodeList}>
            {show.episodes.map((episode) => (
              <Episode key={episode._id} episode={episode} showTitle={show.title} />
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>New episodes are on their way.</p>
        )}
      </section>
    </article>
  );
}
