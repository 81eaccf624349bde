import Link from 'next/link';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { formatDuration } from '@/components/podcasts/PodcastShowView';
import { DataTable } from '@/components/ui/DataTable';
import type { ManagedShow, PublishState } from '@/lib/podcasts/manager';
import { feedPath, showPath } from '@/lib/podcasts/paths';
import { EpisodeAudioForm } from './EpisodeAudioForm';
import * as styles from './PodcastManager.css';

const STATE_LABELS: Record<PublishState, string> = {
  published: 'Published',
  draft: 'Draft',
  changed: 'Changed since publish',
};

/** The admin edit route that opens a document in the Studio. */
const studioEditUrlOf = (type: 'podcast' | 'episode', id: string) =>
  `/admin/editor/${type}/${encodeURIComponent(id)}`;

const ukDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });

function audioSummary(episode: ManagedShow['episodes'][number]) {
  if (episode.audio) {
    const megabytes = (episode.audio.size / 1024 / 1024).toFixed(1);
    return `${episode.audio.fileName ?? 'File'} (${megabytes} MB)`;
  }
  return episode.audioUrl ? 'External URL' : 'No audio';
}

/** The shows with a table each of their episodes: publish state, audio, Studio link and upload. */
export function PodcastManager({ shows }: { shows: ManagedShow[] }) {
  return (
    <>
      {shows.map((show) => (
        <SettingsSection key={show.id || 'none'} title={show.title}>
          <p className={styles.links}>
            {show.id && <Link href={studioEditUrlOf('podcast', show.id)}>Edit the show</Link>}
            {show.slug && <a href={showPath(show.slug)}>View its page</a>}
            {show.slug && <a href={feedPath(show.slug)}>Its feed</a>}
          </p>
          {show.episodes.length === 0 ? (
            <p>No episodes yet.</p>
          ) : (
            <DataTable
              caption={`Episodes of ${show.title}`}
              columns={['No.', 'Date', 'Duration', 'State', 'Audio', 'Edit', 'Upload audio']}
              rows={show.episodes.map((episode) => ({
                key: episode.id,
                header: episode.title,
                cells: [
                  episode.episodeNumber ?? '-',
                  episode.publishedAt ? ukDate.format(new Date(episode.publishedAt)) : '-',
                  episode.duration ? formatDuration(episode.duration) : '-',
                  <span key="state" className={styles.state} data-state={episode.state}>
                    {STATE_LABELS[episode.state]}
                  </span>,
                  audioSummary(episode),
                  <Link
                    key="edit"
                    href={studioEditUrlOf('episode', episode.id)}
                    aria-label={`Edit ${episode.title} in the Studio`}
                  >
                    Edit
                  </Link>,
                  <EpisodeAudioForm key="upload" episodeId={episode.id} title={episode.title} />,
                ],
              }))}
            />
          )}
        </SettingsSection>
      ))}
    </>
  );
}
