'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { draftSocialPosts, type SocialDraft } from '@/lib/social';
import {
  episodeBriefFormSchema,
  SOCIAL_TONES,
  type EpisodeBrief,
  type EpisodeBriefFormInput,
} from '@/lib/validation/social';
import { Button } from '../../ui/Button';
import * as styles from './SocialPostGenerator.css';

const TONE_LABELS = {
  professional: 'Professional',
  conversational: 'Conversational',
  bold: 'Bold',
};

function shareCardUrl({ title, guest, showName }: EpisodeBrief) {
  const query = new URLSearchParams({ title, eyebrow: showName ?? 'New episode' });
  if (guest) query.set('subtitle', `with ${guest}`);
  return `/api/share-card?${query}`;
}

/** Episode details in, one ready-to-edit post per platform and a share card out; all in the browser. */
export function SocialPostGenerator() {
  const id = useId();
  const [brief, setBrief] = useState<EpisodeBrief | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EpisodeBriefFormInput, unknown, EpisodeBrief>({
    resolver: zodResolver(episodeBriefFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { tone: 'conversational' },
  });

  const field = (name: keyof EpisodeBriefFormInput) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: keyof EpisodeBriefFormInput) =>
    errors[name]?.message && (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]?.message}
      </p>
    );

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={handleSubmit(setBrief)} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-title`}>Episode title*</label>
          <input {...field('title')} {...register('title')} className={styles.input} />
          {fieldError('title')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-showName`}>Show name (Optional)</label>
          <input {...field('showName')} {...register('showName')} className={styles.input} />
          {fieldError('showName')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-guest`}>Guest (Optional)</label>
          <input {...field('guest')} {...register('guest')} className={styles.input} />
          {fieldError('guest')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-keyPoints`}>Key points* (one per line, up to 5)</label>
          <textarea
            {...field('keyPoints')}
            {...register('keyPoints')}
            rows={5}
            className={styles.input}
          />
          {fieldError('keyPoints')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-link`}>Episode link (Optional)</label>
          <input
            {...field('link')}
            {...register('link')}
            type="url"
            inputMode="url"
            placeholder="https://"
            className={styles.input}
          />
          {fieldError('link')}
        </div>
        <fieldset className={styles.tones}>
          <legend>Tone</legend>
          {SOCIAL_TONES.map((tone) => (
            <label key={tone} className={styles.tone}>
              <input type="radio" value={tone} {...register('tone')} /> {TONE_LABELS[tone]}
            </label>
          ))}
        </fieldset>
        <Button type="submit">Draft my posts</Button>
      </form>

      <section aria-labelledby={`${id}-results`} className={styles.results} aria-live="polite">
        <h2 id={`${id}-results`} className={styles.resultsHeading}>
          Your drafts
        </h2>
        {brief ? (
          <>
            {Object.values(draftSocialPosts(brief)).map((draft) => (
              <DraftCard key={draft.platform} draft={draft} />
            ))}
            <figure className={styles.card}>
              {/* A generated PNG: next/image would only re-encode it. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={shareCardUrl(brief)}
                width={1200}
                height={630}
                alt={`Share card: ${brief.title}`}
                className={styles.cardImage}
              />
              <figcaption>
                Share card, 1200 × 630.{' '}
                <a href={shareCardUrl(brief)} download="share-card.png">
                  Download the share card
                </a>
              </figcaption>
            </figure>
          </>
        ) : (
          <p className={styles.empty}>
            Fill in the episode details to draft a post for each platform.
          </p>
        )}
      </section>
    </div>
  );
}

function DraftCard({ draft }: { draft: SocialDraft }) {
  const id = useId();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const over = draft.length > draft.limit;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(draft.text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <article className={styles.draft} aria-labelledby={`${id}-label`}>
      <header className={styles.draftHeader}>
        <h3 id={`${id}-label`}>{draft.label}</h3>
        <span className={over ? styles.countOver : styles.count}>
          {draft.length} / {draft.limit} characters
        </span>
      </header>
      <textarea
        readOnly
        aria-label={`${draft.label} post`}
        value={draft.text}
        rows={Math.min(14, draft.text.split('\n').length + 1)}
        className={styles.draftText}
      />
      <div className={styles.draftActions}>
        <Button variant="secondary" size="sm" onClick={copy}>
          Copy {draft.label} post
        </Button>
        <span role="status" className={styles.copyStatus}>
          {copied === 'copied' && 'Copied to clipboard'}
          {copied === 'failed' && 'Copy failed: select the text and copy it yourself'}
        </span>
      </div>
    </article>
  );
}
