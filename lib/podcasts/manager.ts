// The back office's view of the shows and their episodes, drafts included: each episode's publish
// state comes from which of its documents exist (`<id>` published, `drafts.<id>` being edited).
import { z } from 'zod';
import { readRawContent } from '../content/fetch';
import { podcastManagerQuery } from '../content/queries';
import type { PodcastManagerQueryResult } from '../content/sanity.types';
import { DRAFTS_PREFIX } from '../lake';

/** Published; a draft never published; published with unpublished changes in a draft. */
export type PublishState = 'published' | 'draft' | 'changed';

export type ManagedEpisode = {
  id: string;
  title: string;
  episodeNumber: number | null;
  publishedAt: string | null;
  duration: number | null;
  state: PublishState;
  /** The audio of the version editors see (the draft's when there is one). */
  audio: { url: string; size: number; mimeType: string; fileName: string | null } | null;
  audioUrl: string | null;
};

export type ManagedShow = {
  id: string;
  title: string;
  slug: string | null;
  episodes: ManagedEpisode[];
};

const text = z.string().nullable().catch(null);
const storedEpisode = z.object({
  _id: z.string(),
  title: text,
  episodeNumber: z.number().nullable().catch(null),
  publishedAt: text,
  duration: z.number().nullable().catch(null),
  showId: text,
  audio: z
    .object({
      url: z.string(),
      size: z.number(),
      mimeType: z.string(),
      originalFilename: text.optional(),
    })
    .nullable()
    .catch(null),
  audioUrl: text,
});
const stored = z.object({
  shows: z.array(z.object({ _id: z.string(), title: text, slug: text })).catch([]),
  episodes: z.array(z.unknown()).catch([]),
});

const publishedId = (id: string) =>
  id.startsWith(DRAFTS_PREFIX) ? id.slice(DRAFTS_PREFIX.length) : id;

/**
 * Shows (each once, by published id, the draft's title winning) with their episodes, by number
 * then date, newest first; episodes whose show is unknown are listed under "No show".
 */
export function managedShows(result: PodcastManagerQueryResult | unknown): ManagedShow[] {
  const { shows, episodes } = stored.parse(result);
  const byId = new Map<string, ManagedShow>();
  for (const show of [...shows].sort(
    (a, b) => Number(a._id.startsWith(DRAFTS_PREFIX)) - Number(b._id.startsWith(DRAFTS_PREFIX)),
  )) {
    const id = publishedId(show._id);
    const known = byId.get(id);
    byId.set(id, {
      id,
      title: show.title ?? known?.title ?? 'Untitled show',
      slug: known?.slug ?? show.slug,
      episodes: [],
    });
  }
  const versions = new Map<
    string,
    { published?: z.infer<typeof storedEpisode>; draft?: z.infer<typeof storedEpisode> }
  >();
  for (const raw of episodes) {
    const parsed = storedEpisode.safeParse(raw);
    if (!parsed.success || parsed.data._id.startsWith('versions.')) continue;
    const id = publishedId(parsed.data._id);
    const entry = versions.get(id) ?? {};
    entry[parsed.data._id === id ? 'published' : 'draft'] = parsed.data;
    versions.set(id, entry);
  }
  const orphans: ManagedShow = { id: '', title: 'No show', slug: null, episodes: [] };
  for (const [id, { published, draft }] of versions) {
    const current = (draft ?? published)!;
    const episode: ManagedEpisode = {
      id,
      title: current.title ?? 'Untitled episode',
      episodeNumber: current.episodeNumber,
      publishedAt: current.publishedAt,
      duration: current.duration,
      state: !published ? 'draft' : draft ? 'changed' : 'published',
      audio: current.audio
        ? {
            url: current.audio.url,
            size: current.audio.size,
            mimeType: current.audio.mimeType,
            fileName: current.audio.originalFilename ?? null,
          }
        : null,
      audioUrl: current.audioUrl,
    };
    (byId.get(publishedId(current.showId ?? '')) ?? orphans).episodes.push(episode);
  }
  const all = orphans.episodes.length > 0 ? [...byId.values(), orphans] : [...byId.values()];
  for (const show of all) {
    show.episodes.sort(
      (a, b) =>
        (b.episodeNumber ?? 0) - (a.episodeNumber ?? 0) ||
        (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''),
    );
  }
  return all;
}

/** Every show and episode as the back office lists them (from whichever content source is configured). */
export async function listManagedShows(): Promise<ManagedShow[]> {
  return managedShows(await readRawContent<PodcastManagerQueryResult>(podcastManagerQuery));
}
