import Link from 'next/link';
import { DataTable } from '@/components/ui/DataTable';
import { formatRecordTime } from '@/components/ui/RecordList/recordTime';
import type { NotionPageSummary } from '@/lib/notion/client';
import type { NotionImportState } from '@/lib/notion/import';
import { ImportNotionPage } from './ImportNotionPage';
import * as styles from './NotionPages.css';

const STATE_TEXT: Record<NotionImportState, string> = {
  new: 'Not imported',
  imported: 'Draft or article up to date',
  changed: 'Changed in Notion since the import',
};

export type NotionPageRow = NotionPageSummary & {
  state: NotionImportState;
  /** The edit link of the article it became, once imported. */
  editPath: string | null;
};

/** The connected database's pages, where each stands in the Studio, and the import action. */
export function NotionPages({ pages }: { pages: NotionPageRow[] }) {
  if (!pages.length) return <p>The database has no pages yet.</p>;
  return (
    <DataTable
      caption="Pages in the connected Notion database, most recently edited first"
      columns={['Page', 'Last edited in Notion', 'In the Studio', 'Action']}
      rows={pages.map((page) => ({
        key: page.id,
        header: page.title || <em>Untitled</em>,
        cells: [
          <time key="edited" dateTime={page.lastEditedAt}>
            {formatRecordTime(new Date(page.lastEditedAt))}
          </time>,
          <span key="state" className={styles.actions}>
            <span className={styles.state[page.state]}>{STATE_TEXT[page.state]}</span>
            {page.editPath && <Link href={page.editPath}>Open in Studio</Link>}
          </span>,
          <ImportNotionPage key="import" pageId={page.id} title={page.title} state={page.state} />,
        ],
      }))}
    />
  );
}
