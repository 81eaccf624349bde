import { draftMode } from 'next/headers';
import { contentConfig } from '@/lib/content/config';
import { DraftEditing } from '../DraftEditing';
import { LiveRefresh } from '../LiveRefresh';

/**
 * How an open page learns about content changes: in draft mode (the website editor) through the
 * Presentation tool; otherwise the local Content Lake pushes publishes (a hosted project serves
 * fresh content through its own revalidation instead).
 */
export async function ContentUpdates() {
  if ((await draftMode()).isEnabled) return <DraftEditing />;
  return contentConfig().hosted ? null : <LiveRefresh />;
}
