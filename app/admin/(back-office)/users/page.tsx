import type { Metadata } from 'next';
import { AdminUsersTable } from '@/components/admin/AdminUsersTable';
import { listUsers, requireAdminPage, toAccountView } from '@/lib/auth';
import { getDb } from '@/lib/db';

export const metadata: Metadata = { title: 'Users' };

export default async function AdminUsersPage() {
  const admin = await requireAdminPage('/admin/users');
  const users = (await listUsers(await getDb())).map(toAccountView);
  return (
    <>
      <h1>Users</h1>
      <AdminUsersTable users={users} currentUserId={admin.id} />
    </>
  );
}
