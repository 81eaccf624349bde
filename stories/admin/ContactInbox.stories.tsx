import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ContactInbox } from '@/components/admin/ContactInbox';
import type { InboxMessage } from '@/lib/contact/inbox';

const received = new Date('2026-11-20T10:15:00Z');
const message = (id: string, name: string, delivery: InboxMessage['delivery']): InboxMessage => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: null,
  message: 'We would like a two-hour session for our pilot episode in January.',
  receivedAt: received,
  delivery,
});

// One message in each delivery state the marketing page shows.
const messages: InboxMessage[] = [
  message('1', 'Ada Lovelace', { state: 'delivered', provider: 'hubspot', at: received }),
  message('2', 'Grace Hopper', { state: 'queued', jobId: 'job-2' }),
  message('3', 'Alan Turing', {
    state: 'retrying',
    jobId: 'job-3',
    attempts: 2,
    error: 'HubSpot answered 503: Service Unavailable',
    nextTryAt: new Date('2026-11-20T10:17:00Z'),
  }),
  message('4', 'Joan Clarke', {
    state: 'failed',
    jobId: 'job-4',
    attempts: 10,
    error: 'HubSpot answered 400: form not found',
  }),
];

const meta = {
  title: 'Back office/ContactInbox',
  component: ContactInbox,
  args: { messages },
} satisfies Meta<typeof ContactInbox>;

export default meta;

export { Light, Dark } from '../support/themes';
export const Empty: StoryObj<typeof meta> = { args: { messages: [] } };
