import type { Metadata } from 'next';
import { AuditLog } from '@/components/admin/AuditLog';
import { auditFilterChoices, listAuditEntries, parseAuditFilters } from '@/lib/audit';
import { requireAdminPage } from '@/lib/auth';
import { getDb } from '@/lib/db';
import type { PageSearchParams } from '@/lib/http/search-params';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Audit log', robots: { index: false } };

type Props = { searchParams: Promise<PageSearchParams> };

export default async function AdminAuditPage({ searchParams }: Props) {
  await requireAdminPage('/admin/audit');
  const filters = parseAuditFilters(await searchParams);
  const db = await getDb();
  const [page, choices] = await Promise.all([
    listAuditEntries(db, filters),
    auditFilterChoices(db),
  ]);
  return (
    <>
      <h1>Audit log</h1>
      <p>
        Every change an admin made through the back office: who, what, when, and what it was before.
        Entries are never edited or deleted. Content edits in the Studio are not listed here: the
        Content Lake keeps its own record of every commit and who made it.
      </p>
      <AuditLog page={page} filters={filters} choices={choices} />
    </>
  );
}
