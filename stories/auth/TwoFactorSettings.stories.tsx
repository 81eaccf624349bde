import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { TwoFactorSettings } from '@/components/auth/TwoFactorSettings';
import { inSettings } from './frames';

const meta = {
  title: 'Account/TwoFactorSettings',
  component: TwoFactorSettings,
  decorators: [inSettings('Two-factor authentication')],
  args: { enabled: false },
} satisfies Meta<typeof TwoFactorSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { enabled: true } };
export const OnDark: Story = { args: { enabled: true }, globals: { theme: 'dark' } };
