import type { Meta } from '@storybook/nextjs-vite';
import { NotionConnectForm } from '@/components/admin/NotionConnectForm';
import { padded } from '../support/frames';
import { submitShows } from '../support/play';

export default {
  title: 'Back office/NotionConnectForm',
  component: NotionConnectForm,
  decorators: [padded()],
} satisfies Meta<typeof NotionConnectForm>;

export { Light, Dark } from '../support/themes';

export const ValidationMessages = submitShows({
  button: 'Connect Notion',
  messages: [/^Paste the internal integration secret/, 'Paste the database link or its id.'],
});
