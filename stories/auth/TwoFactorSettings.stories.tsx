import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { TwoFactorSettings } from '@/components/auth/TwoFactorSettings';
import { inDark } from '../support/themes';
import { inSettingsPanel } from './frames';

const meta = {
  title: 'Account/TwoFactorSettings',
  ...inSettingsPanel(TwoFactorSettings, 'Two-factor authentication', { enabled: false }),
} satisfies Meta<typeof TwoFactorSettings>;

export default meta;

export const Off: StoryObj<typeof meta> = {};
export const On: StoryObj<typeof meta> = { args: { enabled: true } };
export const OnDark = inDark(On);
