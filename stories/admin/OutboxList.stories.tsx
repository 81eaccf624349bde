import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { OutboxList } from '@/components/admin/OutboxList';
import type { OutboxMessage } from '@/lib/mail/outbox';

const mail = (
  id: string,
  kind: string,
  subject: string,
  status: OutboxMessage['status'],
  text: string,
): OutboxMessage => ({
  id,
  kind,
  to: 'ada@example.com',
  subject,
  text,
  html: null,
  attachments: [],
  headers: {},
  status,
  transport: status === 'delivered' ? 'outbox' : null,
  createdAt: new Date('2026-11-20T09:00:00Z'),
  deliveredAt: status === 'delivered' ? new Date('2026-11-20T09:00:02Z') : null,
});

// With no SMTP server the outbox is the mailbox: one e-mail of each kind and delivery state.
const meta = {
  title: 'Back office/OutboxList',
  component: OutboxList,
  args: {
    messages: [
      mail(
        'm1',
        'booking-confirmation',
        'Your booking LPS-7K3D9QXA is confirmed',
        'delivered',
        'Main Studio, Wednesday 2 December 2026, 10:00 to 12:00 (London).\nTotal: £170.00',
      ),
      mail(
        'm2',
        'password-reset',
        'Reset your password',
        'queued',
        'Open this link within an hour to choose a new password.',
      ),
      mail(
        'm3',
        'email-verification',
        'Confirm your e-mail address',
        'failed',
        'Open this link to confirm sam@example.com.',
      ),
    ],
  },
} satisfies Meta<typeof OutboxList>;

export default meta;

export { Light, Dark } from '../support/themes';
export const Empty: StoryObj<typeof meta> = { args: { messages: [] } };
export const Opened: StoryObj<typeof meta> = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Your booking LPS-7K3D9QXA is confirmed'));
  },
};
