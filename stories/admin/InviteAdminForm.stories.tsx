import type { Meta } from '@storybook/nextjs-vite';
import { InviteAdminForm } from '@/components/admin/InviteAdminForm';
import { padded } from '../support/frames';
import { submitShows } from '../support/play';

export default {
  title: 'Back office/InviteAdminForm',
  component: InviteAdminForm,
  decorators: [padded()],
} satisfies Meta<typeof InviteAdminForm>;

export { Light, Dark } from '../support/themes';

export const ValidationMessages = submitShows({
  button: 'Send Invitation',
  typed: { 'Name (optional)': 'J' },
  messages: ['Please enter a valid email address', 'Name must be at least 2 characters'],
  invalid: 'Email',
});
