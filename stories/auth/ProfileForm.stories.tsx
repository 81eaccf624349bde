import type { Meta } from '@storybook/nextjs-vite';
import { ProfileForm } from '@/components/auth/ProfileForm';
import { storyCustomer } from '../support/fixtures';
import { inSettingsPanel } from './frames';

export default {
  title: 'Account/ProfileForm',
  ...inSettingsPanel(ProfileForm, 'Name', { name: storyCustomer.name }),
} satisfies Meta<typeof ProfileForm>;

export { Light, Dark } from '../support/themes';
