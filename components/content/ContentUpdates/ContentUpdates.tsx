import { draftMode } from 'next/headers';
import { DraftEditingOnDemand } from '../DraftEditing';
import { LiveRefresh } from '../LiveRefresh';

/**
 * How an open page learns about content changes: in draft mode (the website editor) through the
 * Presentation tool; otherwise through this instance's live stream, which the local Content Lake
 * feeds on each publish, or, with a hosted project, its publish webhook. The stream is always
 * there, whether or not a webhook secret is configured (without a webhook the stream stays silent and hosted pages refresh on their next revalidation).
 */
export async function ContentUpdates() {
  if ((await draftMode()).isEnabled) return <DraftEditingOnDemand />;
  return <LiveRefresh />;
}
