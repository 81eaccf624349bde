// An episode's audio uploaded from the back office: checked by its bytes, stored as a lake file asset
// (the same store the Studio's uploads use) and set on the episode.
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import type { Database } from '../db';
import {
  commit,
  DRAFTS_PREFIX,
  fileAssetUpload,
  getDocuments,
  storeAsset,
  type CommittedTransaction,
} from '../lake';

import {
  AUDIO_FIELD,
  AUDIO_MISSING_MESSAGE,
  AUDIO_TOO_LARGE_MESSAGE,
  AUDIO_WRONG_TYPE_MESSAGE,
  EPISODE_AUDIO_MAX_BYTES,
} from './apple';

export {
  AUDIO_FIELD,
  AUDIO_MISSING_MESSAGE,
  AUDIO_TOO_LARGE_MESSAGE,
  AUDIO_WRONG_TYPE_MESSAGE,
  EPISODE_AUDIO_MAX_BYTES,
};

// The types read from the file's first bytes (file-type), with the extension the asset gets.
const ACCEPTED_AUDIO = new Map([
  ['audio/mpeg', 'mp3'],
  ['audio/mp4', 'm4a'],
  ['audio/x-m4a', 'm4a'],
  ['audio/wav', 'wav'],
  ['audio/x-wav', 'wav'],
]);

/** A published episode's id in the path (`drafts.` ids are not addressed: the upload finds the draft). */
export const episodeParamsSchema = z.object({
  id: z.string().regex(/^(?!drafts\.)[A-Za-z0-9][\w.-]{0,127}$/),
});

export type AudioUpload = { bytes: Uint8Array; fileName: string };

export type AudioUploadOutcome =
  | {
      ok: true;
      episode: { id: string; title: string };
      /** Which document got the audio: the draft when there is one (publish it to go live), else the published one. */
      patched: 'draft' | 'published';
      asset: { id: string; url: string; size: number; mimeType: string };
      transactions: CommittedTransaction[];
    }
  | { ok: false; status: 404 | 413 | 415 | 422; message: string; field?: typeof AUDIO_FIELD };

/** An episode audio file is accepted by what its bytes are (MP3, M4A/MP4 audio, WAV). */
export async function inspectAudio(bytes: Uint8Array) {
  if (bytes.byteLength === 0)
    return { ok: false as const, status: 422 as const, message: AUDIO_MISSING_MESSAGE };
  if (bytes.byteLength > EPISODE_AUDIO_MAX_BYTES)
    return { ok: false as const, status: 413 as const, message: AUDIO_TOO_LARGE_MESSAGE };
  const detected = await fileTypeFromBuffer(bytes);
  const ext = detected && ACCEPTED_AUDIO.get(detected.mime);
  if (!detected || !ext)
    return { ok: false as const, status: 415 as const, message: AUDIO_WRONG_TYPE_MESSAGE };
  const mime = detected.mime === 'audio/mp4' ? 'audio/x-m4a' : detected.mime;
  return { ok: true as const, type: { ext, mime: mime === 'audio/x-wav' ? 'audio/wav' : mime } };
}

/**
 * Stores the audio and sets it on the episode: on its draft when one exists (the editor's pending
 * changes stay together and go live when published), else on the published episode (live at once).
 */
export async function setEpisodeAudio(
  db: Database,
  episodeId: string,
  upload: AudioUpload,
  identity: string,
): Promise<AudioUploadOutcome> {
  const draftId = `${DRAFTS_PREFIX}${episodeId}`;
  const [published, draft] = await getDocuments(db, [episodeId, draftId]);
  const target = draft?._type === 'episode' ? draft : published;
  if (target?._type !== 'episode') {
    return { ok: false, status: 404, message: 'There is no episode with this id.' };
  }
  const verdict = await inspectAudio(upload.bytes);
  if (!verdict.ok) return { ...verdict, field: AUDIO_FIELD };

  const stored = await storeAsset(
    db,
    fileAssetUpload(upload.bytes, verdict.type, safeAudioName(upload.fileName, verdict.type.ext)),
    identity,
  );
  const asset = stored.document;
  const patched = await commit(
    db,
    [
      {
        patch: {
          id: target._id,
          set: { audio: { _type: 'file', asset: { _type: 'reference', _ref: asset._id } } },
        },
      },
    ],
    { identity },
  );
  return {
    ok: true,
    episode: { id: episodeId, title: typeof target.title === 'string' ? target.title : episodeId },
    patched: target === draft ? 'draft' : 'published',
    asset: {
      id: asset._id,
      url: String(asset.url),
      size: Number(asset.size),
      mimeType: String(asset.mimeType),
    },
    transactions: [stored.transaction, patched.transaction].filter(
      (transaction): transaction is CommittedTransaction => transaction !== null,
    ),
  };
}

/** The uploader's file name as letters, digits, `_` and `-` (kept in the asset for editors). */
function safeAudioName(name: string, extension: string): string {
  const base = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'episode'}.${extension}`;
}
