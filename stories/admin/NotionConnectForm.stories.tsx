import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotionConnectForm } from '@/components/admin/NotionConnectForm';

const meta = {
  title: 'Back office/NotionConnectForm',
  component: NotionConnectForm,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem', padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotionConnectForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Notion' }));
    await expect(await canvas.findByText(/^Paste the internal integration secret/)).toBeVisible();
    await expect(canvas.getByText('Paste the database link or its id.')).toBeVisible();
  },
};
