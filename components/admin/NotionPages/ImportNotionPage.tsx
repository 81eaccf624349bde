'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useRequestThenRefresh } from '@/components/ui/useRequestThenRefresh';
import type { NotionImportState } from '@/lib/notion/import';
import * as styles from './NotionPages.css';

type Imported = { documentId: string; skipped: string[] };

const LABELS: Record<NotionImportState, string> = {
  new: 'Import as draft',
  changed: 'Update draft',
  imported: 'Import again',
};

function leftOut(skipped: string[]): string {
  if (!skipped.length) return 'Imported as a draft.';
  const kinds = [...new Set(skipped)].map((kind) => kind.replaceAll('_', ' ')).join(', ');
  const count =
    skipped.length === 1 ? '1 Notion block was' : `${skipped.length} Notion blocks were`;
  return `Imported as a draft. ${count} left out (${kinds}): add them in the Studio.`;
}

/** Imports one Notion page into the Studio as a draft article, then shows what was left out. */
export function ImportNotionPage({
  pageId,
  title,
  state,
}: {
  pageId: string;
  title: string;
  state: NotionImportState;
}) {
  const { busy, error, send } = useRequestThenRefresh();
  const [done, setDone] = useState<string | null>(null);

  const importPage = async () => {
    setDone(null);
    const answer = await send<Imported>('POST', '/api/notion/import', { pageId });
    if (answer.ok) setDone(leftOut(answer.body.skipped));
  };

  return (
    <span className={styles.actions}>
      <Button
        size="sm"
        variant={state === 'imported' ? 'secondary' : 'primary'}
        disabled={busy}
        onClick={importPage}
        aria-label={`${LABELS[state]}: ${title || 'untitled page'}`}
      >
        {busy ? 'Importing...' : LABELS[state]}
      </Button>
      <span role="status" className={error ? styles.error : styles.result}>
        {error ?? done}
      </span>
    </span>
  );
}
