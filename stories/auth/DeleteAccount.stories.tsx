import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { DeleteAccount } from '@/components/auth/DeleteAccount';
import { inSettings } from './frames';

const meta = {
  title: 'Account/DeleteAccount',
  component: DeleteAccount,
  decorators: [inSettings('Delete account')],
} satisfies Meta<typeof DeleteAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
