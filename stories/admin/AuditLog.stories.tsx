import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { AuditLog } from '@/components/admin/AuditLog';
import type { AuditEntry } from '@/lib/audit/query';
import { storyAccounts, storyAdmin } from '../support/fixtures';

const entry = (
  id: string,
  at: string,
  fields: Pick<AuditEntry, 'action' | 'summary'> & Partial<AuditEntry>,
): AuditEntry => ({
  id,
  at: new Date(at),
  actorId: storyAdmin.id,
  actorEmail: storyAdmin.email,
  method: 'POST',
  path: '/api/…',
  targetType: null,
  targetId: null,
  targetLabel: null,
  clientAddress: '198.51.100.7',
  ...fields,
});

const customer = storyAccounts[1]!;

// One entry of each shape the log shows: a before → after, a deletion, a write without a summary
// (what was sent, secret redacted), and a route with no name of its own (method and path pattern).
const entries: AuditEntry[] = [
  entry('a1', '2026-11-25T11:58:04Z', {
    action: 'users.role',
    method: 'PATCH',
    targetType: 'users',
    targetId: customer.id,
    targetLabel: customer.email,
    summary: { before: { role: 'customer' }, after: { role: 'admin' }, input: { role: 'admin' } },
  }),
  entry('a2', '2026-11-25T10:15:30Z', {
    action: 'bookings.no-show',
    targetType: 'bookings',
    targetId: 'b1',
    targetLabel: 'LPS-7K3D9QXA',
    summary: { before: { status: 'active' }, after: { status: 'no_show' } },
  }),
  entry('a3', '2026-11-24T16:02:11Z', {
    action: 'experiments.weights',
    targetType: 'experiments',
    targetId: 'heroSection',
    targetLabel: 'Hero section message',
    summary: {
      before: { status: 'running', weights: { control: 50, viral_focus: 50 } },
      after: { status: 'running', weights: { control: 20, viral_focus: 80 } },
    },
  }),
  entry('a4', '2026-11-24T09:40:00Z', {
    action: 'notion.connect',
    summary: {
      input: { token: '[redacted]', database: 'https://www.notion.so/acme/Articles-1f2e3d4c' },
    },
  }),
  entry('a5', '2026-11-23T14:05:47Z', {
    action: 'users.delete',
    method: 'DELETE',
    targetType: 'users',
    targetId: 'user-9',
    targetLabel: 'old@example.com',
    summary: { before: { name: 'Old Account', email: 'old@example.com', role: 'customer' } },
  }),
  entry('a6', '2026-11-22T08:00:00Z', {
    action: 'POST /api/admin/applications/[id]/move',
    targetType: 'applications',
    targetId: 'app-41',
    summary: { input: { stage: 'interview' } },
  }),
];

const meta = {
  title: 'Back office/AuditLog',
  component: AuditLog,
  args: {
    page: { entries, total: entries.length, page: 1, pageCount: 1 },
    filters: { page: 1 },
    choices: {
      actors: [storyAdmin.email],
      actions: [...new Set(entries.map((item) => item.action))].sort(),
      targets: ['applications', 'bookings', 'experiments', 'users'],
    },
  },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';
/** The history of one account, on the second of three pages. */
export const OneTargetPaged: Story = {
  args: {
    page: { entries: entries.slice(0, 1), total: 101, page: 2, pageCount: 3 },
    filters: { page: 2, target: 'users', targetId: customer.id, from: '2026-11-01' },
  },
};
export const NothingYet: Story = {
  args: { page: { entries: [], total: 0, page: 1, pageCount: 1 } },
};
