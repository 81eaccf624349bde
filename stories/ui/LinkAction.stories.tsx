import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LinkAction } from '@/components/ui/LinkAction';
import { padded } from '../support/frames';
import { answering, Reply } from '../support/network';

// The one button of a page an e-mailed link opens (newsletter, address, two-factor): it POSTs.
const meta = {
  title: 'UI/LinkAction',
  component: LinkAction,
  decorators: [padded('28rem')],
  args: {
    sentence: 'One click and you will get studio news and podcasting tips by e-mail.',
    label: 'Confirm subscription',
    path: '/api/newsletter/confirm?token=token',
  },
} satisfies Meta<typeof LinkAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';

export const Done: Story = {
  beforeEach: answering({
    '/api/newsletter/confirm': { message: "You're subscribed. Thank you!" },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm subscription' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent("You're subscribed. Thank you!");
    await expect(status).toHaveFocus();
  },
};

export const Pending: Story = {
  beforeEach: answering({ '/api/newsletter/confirm': { message: 'Done.' } }, 60_000),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Confirm subscription' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent('One moment...');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
  },
};

export const Refused: Story = {
  beforeEach: answering({
    '/api/newsletter/confirm': new Reply(404, { error: 'This link is not valid.' }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm subscription' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link is not valid.');
    await expect(canvas.getByRole('button', { name: 'Confirm subscription' })).toBeEnabled();
  },
};
