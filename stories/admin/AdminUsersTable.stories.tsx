import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { AdminUsersTable } from '@/components/admin/AdminUsersTable';
import type { AdminUserView } from '@/lib/auth/types';
import { storyAccounts, storyAdmin } from '../support/fixtures';

// One account in each state the table shows: the signed-in admin (2FA on, no actions on itself but
// ending its sessions), an active customer, a suspended one, and an admin invited but not yet joined.
const [admin, customer, grace] = storyAccounts as [
  (typeof storyAccounts)[number],
  (typeof storyAccounts)[number],
  (typeof storyAccounts)[number],
];
const users: AdminUserView[] = [
  {
    id: 'user-3',
    email: 'jo@studio.example',
    name: '',
    role: 'admin',
    emailVerified: false,
    twoFactorEnabled: false,
    createdAt: '2026-11-24T10:00:00Z',
    suspendedAt: null,
    invitePending: true,
  },
  { ...grace, suspendedAt: '2026-11-23T15:20:00Z', invitePending: false },
  { ...customer, twoFactorEnabled: true, suspendedAt: null, invitePending: false },
  { ...admin, suspendedAt: null, invitePending: false },
];

const meta = {
  title: 'Back office/AdminUsersTable',
  component: AdminUsersTable,
  args: {
    page: { users, total: 4, page: 1, pageCount: 1 },
    currentUserId: storyAdmin.id,
  },
} satisfies Meta<typeof AdminUsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';

/** A search with more matches than one page holds: the pager links keep the search. */
export const SearchedAndPaged: Story = {
  args: {
    query: 'example',
    page: { users: users.slice(1, 3), total: 52, page: 2, pageCount: 3 },
  },
};

export const NoMatch: Story = {
  args: { query: 'nobody', page: { users: [], total: 0, page: 1, pageCount: 1 } },
};
