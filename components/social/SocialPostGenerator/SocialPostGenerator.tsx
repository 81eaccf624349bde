'use client';

import { useId, useState } from 'react';
import { draftSocialPosts, type SocialDraft } from '@/lib/social';
import {
  episodeBriefFormSchema,
  SOCIAL_TONES,
  type EpisodeBrief,
  type EpisodeBriefFormInput,
} from '@/lib/validation/social';
import { Button } from '../../ui/Button';
import { ChoiceGroup, TextAreaField, TextField, useSchemaForm } from '../../ui/Form';
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
  const { form, field } = useSchemaForm<EpisodeBriefFormInput, EpisodeBrief>({
    schema: episodeBriefFormSchema,
    defaultValues: { tone: 'conversational' },
  });

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={form.handleSubmit(setBrief)} noValidate>
        <TextField id={`${id}-title`} label="Episode title*" {...field('title')} />
        <TextField id={`${id}-showName`} label="Show name (Optional)" {...field('showName')} />
        <TextField id={`${id}-guest`} label="Guest (Optional)" {...field('guest')} />
        <TextAreaField
          id={`${id}-keyPoints`}
          label="Key points* (one per line, up to 5)"
          rows={5}
          {...field('keyPoints')}
        />
        <TextField
          id={`${id}-link`}
          label="Episode link (Optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          {...field('link')}
        />
        <ChoiceGroup
          legend="Tone"
          type="radio"
          className={styles.tones}
          options={SOCIAL_TONES.map((tone) => ({ value: tone, label: TONE_LABELS[tone] }))}
          {...field('tone')}
        />
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
