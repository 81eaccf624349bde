import { draftMode } from 'next/headers';
import { contentConfig } from '@/lib/content/config';
import { DraftEditing } from '../DraftEditing';
import { LiveRefresh } from '../LiveRefresh';

/**
 * How an open page learns about content changes: in draft mode (the website editor) through the
 * Presentation tool; otherwise through this instance's live stream, which the local Content Lake
 * feeds on each publish, or, with a hosted project, its publish webhook (without a webhook, a
 * hosted project's pages refresh on their next revalidation).
 */
export async function ContentUpdates() {
  if ((await draftMode()).isEnabled) return <DraftEditing />;
  const { hosted } = contentConfig();
  return hosted && !hosted.revalidateSecret ? null : <LiveRefresh />;
}
