// A show and its episodes as its page and its feed use them. Content is outside input: the query's
// result is checked here, an episode it cannot use is dropped rather than breaking the page.
import { z } from 'zod';
import type { PodcastShowQueryResult } from '../content/sanity.types';
import { EPISODE_AUDIO_TYPES } from './apple';

const text = z.string().trim().min(1).nullable().catch(null);
const image = z
  .object({
    asset: z.object({ _ref: z.string() }),
    alt: z.string().nullable().optional(),
    hotspot: z.unknown().optional(),
    crop: z.unknown().optional(),
  })
  .nullable()
  .catch(null);

/** Where an episode's audio is and what podcast apps need to know of it. */
export type EpisodeAudio = { url: string; length: number; type: string };

const episodeSchema = z.object({
  _id: z.string(),
  title: z.string().trim().min(1),
  episodeNumber: z.number().int().positive().nullable().catch(null),
  publishedAt: z.iso.datetime({ offset: true }),
  duration: z.number().int().positive().nullable().catch(null),
  guest: text,
  showNotes: text,
  cover: image,
  audio: z
    .object({ url: z.string().min(1), size: z.number().int().positive(), mimeType: z.string() })
    .nullable()
    .catch(null),
  audioUrl: z
    .url({ protocol: /^https$/ })
    .nullable()
    .catch(null),
  audioSize: z.number().int().positive().nullable().catch(null),
  audioType: z.enum(EPISODE_AUDIO_TYPES).nullable().catch(null),
});

const showSchema = z.object({
  _id: z.string(),
  title: z.string().trim().min(1),
  slug: z.string().min(1),
  host: text,
  author: text,
  category: text,
  appleCategory: text,
  explicit: z.boolean().nullable().catch(null),
  description: z.string().catch(''),
  cover: image,
  awards: z.array(z.string()).nullable().catch(null),
  listenUrl: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .catch(null),
  studio: z
    .object({ studioName: text, email: z.email().nullable().catch(null) })
    .nullable()
    .catch(null),
  episodes: z.array(z.unknown()).catch([]),
});

type StoredEpisode = z.infer<typeof episodeSchema>;
export type PodcastEpisode = Omit<
  StoredEpisode,
  'audio' | 'audioUrl' | 'audioSize' | 'audioType'
> & {
  /** Null when the episode has no audio a player or a feed can use. */
  audio: EpisodeAudio | null;
};
export type PodcastShow = Omit<z.infer<typeof showSchema>, 'episodes'> & {
  episodes: PodcastEpisode[];
};

/** An uploaded file (its stored size and type), else a URL with the size and type an editor gave. */
function audioOf(episode: StoredEpisode): EpisodeAudio | null {
  if (episode.audio) {
    const type = episode.audio.mimeType === 'audio/mp4' ? 'audio/x-m4a' : episode.audio.mimeType;
    return { url: episode.audio.url, length: episode.audio.size, type };
  }
  if (episode.audioUrl && episode.audioSize) {
    return {
      url: episode.audioUrl,
      length: episode.audioSize,
      type: episode.audioType ?? 'audio/mpeg',
    };
  }
  return null;
}

/** The show of a `podcastShowQuery` result, or null when there is none or it is unusable. */
export function parsePodcastShow(result: PodcastShowQueryResult | unknown): PodcastShow | null {
  const show = showSchema.safeParse(result);
  if (!show.success) return null;
  const episodes = show.data.episodes.flatMap((raw) => {
    const parsed = episodeSchema.safeParse(raw);
    if (!parsed.success) return [];
    const { audio: _a, audioUrl: _u, audioSize: _s, audioType: _t, ...episode } = parsed.data;
    return [{ ...episode, audio: audioOf(parsed.data) }];
  });
  return { ...show.data, episodes };
}
