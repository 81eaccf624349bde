import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { NotionConnectForm } from '@/components/admin/NotionConnectForm';
import { NotionPages, type NotionPageRow } from '@/components/admin/NotionPages';

const row = (
  id: string,
  title: string,
  state: NotionPageRow['state'],
  lastEditedAt: string,
): NotionPageRow => ({
  id,
  title,
  url: `https://www.notion.so/${id}`,
  lastEditedAt,
  tags: [],
  dataSourceId: 'data-source',
  state,
  editPath: state === 'new' ? null : `/admin/editor/article/notion-${id}`,
});

// One page in each state the Notion page shows, and one without a title.
const pages: NotionPageRow[] = [
  row('p1', 'Five mistakes new podcasters make', 'changed', '2026-11-20T10:15:00Z'),
  row('p2', 'Lighting a two-person video podcast', 'imported', '2026-11-18T09:00:00Z'),
  row('p3', 'Choosing a microphone', 'new', '2026-11-12T16:30:00Z'),
  row('p4', '', 'new', '2026-11-10T08:00:00Z'),
];

const meta = {
  title: 'Back office/NotionPages',
  component: NotionPages,
  args: { pages },
} satisfies Meta<typeof NotionPages>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark } from '../support/themes';
export const Empty: Story = { args: { pages: [] } };
export const ConnectForm: Story = { render: () => <NotionConnectForm /> };
