import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SubscriptionLinkAction } from '@/components/newsletter/SubscriptionLinkAction';
import { padded } from '../support/frames';
import { answering, Reply } from '../support/network';

// The one button of /newsletter/confirm and /newsletter/unsubscribe: it posts the signed token.
const meta = {
  title: 'Newsletter/SubscriptionLinkAction',
  component: SubscriptionLinkAction,
  decorators: [padded()],
  args: { purpose: 'confirm', token: 'token', label: 'Confirm subscription' },
} satisfies Meta<typeof SubscriptionLinkAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark } from '../support/themes';

export const Confirmed: Story = {
  beforeEach: answering({
    '/api/newsletter/confirm': { message: "You're subscribed. Thank you!" },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm subscription' }));
    await expect(await canvas.findByText("You're subscribed. Thank you!")).toBeVisible();
  },
};

export const Unsubscribed: Story = {
  args: { purpose: 'unsubscribe', label: 'Unsubscribe' },
  beforeEach: answering({
    '/api/newsletter/unsubscribe': {
      message: "You're unsubscribed and will get no more newsletters from us.",
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Unsubscribe' }));
    await expect(await canvas.findByText(/You're unsubscribed/)).toBeVisible();
  },
};

export const ForgedLink: Story = {
  beforeEach: answering({
    '/api/newsletter/confirm': new Reply(404, { error: 'This link is not valid.' }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm subscription' }));
    await expect(await canvas.findByText('This link is not valid.')).toBeVisible();
  },
};
