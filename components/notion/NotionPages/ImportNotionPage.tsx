'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { requestJson } from '@/lib/fetch';
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
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const importPage = async () => {
    setBusy(true);
    setOutcome(null);
    const answer = await requestJson<Imported>('POST', '/api/notion/import', { pageId });
    setBusy(false);
    setOutcome(
      answer.ok
        ? { ok: true, text: leftOut(answer.body.skipped) }
        : { ok: false, text: answer.error },
    );
    router.refresh();
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
      <span role="status" className={outcome?.ok === false ? styles.error : styles.result}>
        {outcome?.text}
      </span>
    </span>
  );
}
