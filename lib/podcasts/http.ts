import { z } from 'zod';
import { revalidateCommitted, contentSource } from '../content/fetch';
import { fail, ok, raw } from '../http';
import { route } from '../http/route';
import {
  AUDIO_FIELD,
  AUDIO_MISSING_MESSAGE,
  AUDIO_TOO_LARGE_MESSAGE,
  EPISODE_AUDIO_MAX_BYTES,
  episodeParamsSchema,
  setEpisodeAudio,
} from './audio-upload';
import { FEED_CONTENT_TYPE, podcastFeed } from './feed';
import { podcastShow } from './index';

const audioFailure = (status: number, message: string) =>
  fail(status, message, { fieldErrors: { [AUDIO_FIELD]: [message] } });

/**
 * `GET /our-work/{show}/feed.xml`: the show's podcast feed (RSS 2.0 with Apple's iTunes tags), 404
 * for an unknown show. Rendered per request from the cached, tag-revalidated content.
 */
export const servePodcastFeed = route({
  params: z.object({ show: z.string().regex(/^[a-z0-9][a-z0-9-]{0,95}$/) }),
  notFound: 'There is no podcast at this address.',
  async handle({ params }) {
    const show = await podcastShow(params.show);
    if (!show) return fail(404, 'There is no podcast at this address.');
    return raw(podcastFeed(show), 200, {
      'Content-Type': FEED_CONTENT_TYPE,
      'X-Content-Type-Options': 'nosniff',
      // Podcast apps poll feeds; five minutes of shared caching spares the server without delaying
      // a new episode much.
      'Cache-Control': 'public, max-age=300',
    });
  },
});

/**
 * `POST /api/admin/podcasts/episodes/{id}/audio` (multipart, `audio`: MP3, M4A or WAV up to 100 MB,
 * checked by its bytes): stores the file as a lake file asset and sets it on the episode's draft
 * when there is one, else on the published episode. 404 no such episode, 409 hosted content (upload
 * in the Studio then), 413/415/422 not a usable file; admins only, audited.
 */
export function uploadEpisodeAudioRoute(revalidate = revalidateCommitted) {
  return route({
    access: 'admin',
    params: episodeParamsSchema,
    notFound: 'There is no episode with this id.',
    body: {
      multipart: EPISODE_AUDIO_MAX_BYTES + 64 * 1024,
      tooLarge: audioFailure(413, AUDIO_TOO_LARGE_MESSAGE),
    },
    audit: { action: 'podcasts.episode-audio' },
    async handle({ db, user, params, body: form, audit }) {
      if (contentSource().kind === 'hosted') {
        return fail(409, 'Content is hosted on Sanity: upload the audio in the Studio.');
      }
      const file = form.get(AUDIO_FIELD);
      if (!(file instanceof File) || file.size === 0)
        return audioFailure(400, AUDIO_MISSING_MESSAGE);
      const outcome = await setEpisodeAudio(
        db,
        params.id,
        { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name },
        user.id,
      );
      if (!outcome.ok) {
        return outcome.field
          ? audioFailure(outcome.status, outcome.message)
          : fail(outcome.status, outcome.message);
      }
      for (const transaction of outcome.transactions) revalidate(transaction);
      audit({
        target: { type: 'episode', id: outcome.episode.id, label: outcome.episode.title },
        after: { asset: outcome.asset.id, size: outcome.asset.size, patched: outcome.patched },
      });
      const { transactions: _, ...answer } = outcome;
      return ok(answer);
    },
  });
}

export const uploadEpisodeAudio = uploadEpisodeAudioRoute();
