import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ProfileForm } from '@/components/auth/ProfileForm';
import { inSettings, storyCustomer } from './frames';

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  decorators: [inSettings('Name')],
  args: { name: storyCustomer.name },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
