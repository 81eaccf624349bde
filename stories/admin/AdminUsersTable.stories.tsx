import type { Meta } from '@storybook/nextjs-vite';
import { AdminUsersTable } from '@/components/admin/AdminUsersTable';
import { storyAccounts, storyAdmin } from '../support/fixtures';

// The signed-in admin cannot change their own role or delete themselves: their row has no actions.
export default {
  title: 'Back office/AdminUsersTable',
  component: AdminUsersTable,
  args: { users: storyAccounts, currentUserId: storyAdmin.id },
} satisfies Meta<typeof AdminUsersTable>;

export { Light, Dark, Mobile } from '../support/themes';
