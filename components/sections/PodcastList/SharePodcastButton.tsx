'use client';

import { useState } from 'react';
import { AchievementIcon } from '@/components/gamification/AchievementIcon';
import { earnAchievement } from '@/components/gamification/GamificationProvider';
import { Button } from '@/components/ui/Button';
import * as styles from './PodcastList.css';

type SharePodcastButtonProps = {
  title: string;
  description: string;
  /** The card's element id, linked to when the podcast has no listen link of its own. */
  anchor: string;
  listenUrl?: string | null;
};

type Outcome = 'idle' | 'shared' | 'copied' | 'failed';

/**
 * Shares a podcast with the system share sheet where there is one, else copies its link; either
 * earns Podcast Promoter. Closing the share sheet without sharing earns nothing.
 */
export function SharePodcastButton({
  title,
  description,
  anchor,
  listenUrl,
}: SharePodcastButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [link, setLink] = useState('');

  const share = async () => {
    const url = listenUrl ?? linkToCard(anchor);
    setLink(url);
    const data: ShareData = { title, text: description, url };
    if (typeof navigator.share === 'function' && canShare(data)) {
      try {
        await navigator.share(data);
        earnAchievement('share_podcast');
        setOutcome('shared');
        return;
      } catch (error) {
        if (isAbort(error)) return;
        // No share target or not allowed here: copying the link still lets the visitor share it.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      earnAchievement('share_podcast');
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <div className={styles.share}>
      <Button variant="secondary" size="sm" aria-label={`Share ${title}`} onClick={share}>
        <AchievementIcon name="share_podcast" size={18} />
        Share
      </Button>
      <span role="status" className={styles.shareStatus}>
        {outcome === 'shared' && 'Thanks for sharing'}
        {outcome === 'copied' && 'Link copied'}
        {outcome === 'failed' && `Could not copy the link: ${link}`}
      </span>
    </div>
  );
}

function linkToCard(anchor: string): string {
  return new URL(`${window.location.pathname}#${anchor}`, window.location.origin).toString();
}

function canShare(data: ShareData): boolean {
  return typeof navigator.canShare !== 'function' || navigator.canShare(data);
}

// Checked by name, not instanceof: a DOMException is not an Error in every realm.
function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}
