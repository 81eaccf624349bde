import type { Metadata } from 'next';
import { AdminUsersTable } from '@/components/admin/AdminUsersTable';
import { InviteAdminForm } from '@/components/admin/InviteAdminForm';
import { listAdminUsersPage, requireAdminPage } from '@/lib/auth';
import { getDb } from '@/lib/db';
import { singleSearchParams, type PageSearchParams } from '@/lib/http/search-params';
import { adminUsersQuerySchema } from '@/lib/validation/auth';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Users', robots: { index: false } };

type Props = { searchParams: Promise<PageSearchParams> };

export default async function AdminUsersPage({ searchParams }: Props) {
  const admin = await requireAdminPage('/admin/users');
  const query = adminUsersQuerySchema.parse(singleSearchParams(await searchParams));
  const page = await listAdminUsersPage(await getDb(), query);
  return (
    <>
      <h1>Users</h1>
      <p>
        Find an account by name or e-mail. A suspended user cannot sign in and is signed out
        everywhere at once; reactivating lets them sign in again.
      </p>
      <AdminUsersTable page={page} query={query.q} currentUserId={admin.id} />
      <section aria-labelledby="invite-admin">
        <h2 id="invite-admin">Invite an admin</h2>
        <p>
          The account is created as an admin and a link is e-mailed to the address: it works once,
          within seven days, to choose a name and password.
        </p>
        <InviteAdminForm />
      </section>
    </>
  );
}
