'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { z } from 'zod';
import { requestJson } from '@/lib/fetch';
import {
  AUDIO_ACCEPT,
  AUDIO_FIELD,
  AUDIO_MISSING_MESSAGE,
  AUDIO_TOO_LARGE_MESSAGE,
  AUDIO_WRONG_TYPE_MESSAGE,
  EPISODE_AUDIO_MAX_BYTES,
  episodeAudioPath,
} from '@/lib/podcasts/apple';
import { FormMessage, SubmitButton, TextField, useApiForm } from '../../ui/Form';
import * as styles from './PodcastManager.css';

// A quick check by name and size before the upload; the server decides by the file's bytes.
function audioProblem(file: File | undefined): string | null {
  if (!file) return AUDIO_MISSING_MESSAGE;
  if (file.size > EPISODE_AUDIO_MAX_BYTES) return AUDIO_TOO_LARGE_MESSAGE;
  if (!/\.(mp3|m4a|mp4|wav)$/i.test(file.name)) return AUDIO_WRONG_TYPE_MESSAGE;
  return null;
}

type Uploaded = { patched: 'draft' | 'published'; asset: { size: number } };

/** Uploads an episode's audio (MP3, M4A or WAV up to 100 MB) and sets it on the episode. */
export function EpisodeAudioForm({ episodeId, title }: { episodeId: string; title: string }) {
  const id = useId();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const check = () => {
    const problem = audioProblem(input.current?.files?.[0]);
    setFileError(problem);
    return problem;
  };
  const api = useApiForm<Record<string, never>, Uploaded>({
    schema: z.object({}),
    alwaysShowServerError: true,
    onInvalid: check,
    send: async () => {
      const file = input.current?.files?.[0];
      if (check() || !file) return null;
      setDone(null);
      const body = new FormData();
      body.set(AUDIO_FIELD, file);
      return requestJson<Uploaded>('POST', episodeAudioPath(episodeId), body);
    },
    onSuccess: (answer) => {
      setDone(
        answer.patched === 'draft'
          ? 'Uploaded to the draft: publish the episode in the Studio to put it live.'
          : 'Uploaded: the episode plays it now.',
      );
      if (input.current) input.current.value = '';
      router.refresh();
    },
    onFailure: (failure) => {
      const messages = failure.fieldErrors[AUDIO_FIELD];
      if (messages) setFileError(messages[0] ?? AUDIO_WRONG_TYPE_MESSAGE);
    },
  });

  return (
    <form
      className={styles.upload}
      onSubmit={api.onSubmit}
      noValidate
      encType="multipart/form-data"
      aria-label={`Upload audio for ${title}`}
    >
      <TextField
        id={`${id}-audio`}
        ref={input}
        label={`Audio file for ${title}`}
        hint="MP3, M4A or WAV, up to 100 MB."
        name={AUDIO_FIELD}
        type="file"
        accept={AUDIO_ACCEPT}
        error={fileError ?? undefined}
        onChange={() => fileError && check()}
      />
      {api.serverError && !fileError && (
        <FormMessage tone="error" inline>
          {api.serverError}
        </FormMessage>
      )}
      {done && (
        <FormMessage tone="success" inline>
          {done}
        </FormMessage>
      )}
      <SubmitButton pending={api.pending} busyLabel="Uploading..." size="sm" variant="secondary">
        Upload audio
      </SubmitButton>
    </form>
  );
}
