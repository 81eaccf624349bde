import type { Meta } from '@storybook/nextjs-vite';
import { EmailForm } from '@/components/auth/EmailForm';
import { storyCustomer } from '../support/fixtures';
import { inSettingsPanel } from './frames';

export default {
  title: 'Account/EmailForm',
  ...inSettingsPanel(EmailForm, 'Email', { email: storyCustomer.email }),
} satisfies Meta<typeof EmailForm>;

export { Light, Dark } from '../support/themes';
