import type { Metadata } from 'next';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { NotionConnectForm } from '@/components/admin/NotionConnectForm';
import { DisconnectNotion, NotionPages, type NotionPageRow } from '@/components/admin/NotionPages';
import { formatRecordTime } from '@/components/ui/RecordList/recordTime';
import { requireAdminPage } from '@/lib/auth';
import { contentSource } from '@/lib/content/fetch';
import { getContentDb } from '@/lib/lake';
import { getDb } from '@/lib/db';
import { listDatabasePages, NotionUnavailable, type NotionAccess } from '@/lib/notion/client';
import { loadNotionConnection } from '@/lib/notion/connection';
import { importStates, notionArticleEditPath } from '@/lib/notion/import';

export const metadata: Metadata = { title: 'Notion' };

/** The connected database's pages with their import state, or why Notion could not list them. */
async function pageRows(
  access: NotionAccess,
  dataSourceId: string,
): Promise<{ rows: NotionPageRow[] } | { problem: string }> {
  try {
    const pages = await listDatabasePages(access, dataSourceId);
    const states = await importStates(await getContentDb(), pages);
    return {
      rows: pages.map((page) => {
        const state = states.get(page.id) ?? 'new';
        return {
          ...page,
          state,
          editPath: state === 'new' ? null : notionArticleEditPath(page.id),
        };
      }),
    };
  } catch (error) {
    if (error instanceof NotionUnavailable) return { problem: error.message };
    throw error;
  }
}

export default async function AdminNotionPage() {
  await requireAdminPage('/admin/notion');
  const stored = await loadNotionConnection(await getDb());
  const hosted = contentSource().kind === 'hosted';

  return (
    <>
      <h1>Notion</h1>
      <p>
        Write articles in Notion, then bring them into the Studio as drafts: an editor adds a cover,
        checks the text and publishes. Importing a page again updates its draft with the newest
        title, text and tags, and keeps what editors set in the Studio.
      </p>
      {stored.state === 'connected' ? (
        <>
          <SettingsSection
            title="Connected database"
            description={`${stored.connection.databaseTitle}, connected by ${stored.connection.connectedBy} on ${formatRecordTime(stored.connection.connectedAt)}.`}
          >
            <DisconnectNotion />
          </SettingsSection>
          <SettingsSection
            title="Pages"
            description={
              hosted
                ? 'This site reads a hosted Sanity project, so pages cannot be imported here; the import writes to the local Content Lake.'
                : 'Headings, paragraphs, lists, quotes, bold, italic and links come across. Pictures, tables and other Notion blocks are left out and named after the import.'
            }
          >
            <PagesOf connection={stored.connection} />
          </SettingsSection>
        </>
      ) : (
        <SettingsSection
          title="Connect a Notion database"
          description={
            stored.state === 'unreadable'
              ? `The saved secret for ${stored.databaseTitle} can no longer be read (the site's SESSION_SECRET changed). Connect again.`
              : undefined
          }
        >
          <ol>
            <li>
              In Notion, open Settings → Connections → Develop or manage integrations, create an
              internal integration with read content access, and copy its secret.
            </li>
            <li>Open the articles database, choose ••• → Connections, and add the integration.</li>
            <li>Copy the database&rsquo;s link and paste both below.</li>
          </ol>
          <NotionConnectForm />
        </SettingsSection>
      )}
    </>
  );
}

async function PagesOf({ connection }: { connection: NotionAccess & { dataSourceId: string } }) {
  const listed = await pageRows(connection, connection.dataSourceId);
  if ('problem' in listed) return <p role="alert">{listed.problem}</p>;
  return <NotionPages pages={listed.rows} />;
}
