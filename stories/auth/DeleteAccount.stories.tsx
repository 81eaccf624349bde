import type { Meta } from '@storybook/nextjs-vite';
import { DeleteAccount } from '@/components/auth/DeleteAccount';
import { inSettingsPanel } from './frames';

export default {
  title: 'Account/DeleteAccount',
  ...inSettingsPanel(DeleteAccount, 'Delete account'),
} satisfies Meta<typeof DeleteAccount>;

export { Light, Dark } from '../support/themes';
