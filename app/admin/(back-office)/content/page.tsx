import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { SettingsSection } from '@/components/auth/SettingsSection';
import { DataTable } from '@/components/ui/DataTable';
import { requireAdminPage } from '@/lib/auth';
import {
  documentCountsQuery,
  EDITABLE_DOCUMENT_TYPES,
  studioListUrl,
} from '@/lib/content/document-types';
import { fetchContent } from '@/lib/content/fetch';

export const metadata: Metadata = { title: 'Content' };

const countsSchema = z.record(z.string(), z.number().int().nonnegative());

export default async function AdminContentPage() {
  await requireAdminPage('/admin/content');
  const counts = countsSchema.parse(await fetchContent(documentCountsQuery));
  return (
    <>
      <h1>Content</h1>
      <p>
        Every word and picture on the site is a document. Edit them in the{' '}
        <Link href="/admin/cms">Studio</Link>, or beside a live preview of the page in the{' '}
        <Link href="/admin/website-editor">website editor</Link>. Published changes appear on the
        site at once.
      </p>
      <SettingsSection title="Documents">
        <DataTable
          caption="Published documents by type"
          columns={['Type', 'Published', 'Edit']}
          rows={EDITABLE_DOCUMENT_TYPES.map(({ type, title }) => ({
            key: type,
            header: title,
            cells: [
              counts[type] ?? 0,
              <Link key="edit" href={studioListUrl(type)}>
                Open<span data-visually-hidden=""> {title}</span> in the Studio
              </Link>,
            ],
          }))}
        />
      </SettingsSection>
      <SettingsSection title="Site settings">
        <Link href="/admin/editor/siteSettings/siteSettings">
          Studio name, contact details, opening hours, social links and search defaults
        </Link>
      </SettingsSection>
    </>
  );
}
