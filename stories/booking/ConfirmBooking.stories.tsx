import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConfirmBooking } from '@/components/booking/ConfirmBooking';
import { padded } from '../support/frames';
import { answering } from '../support/network';

// The button of the e-mailed "confirm your booking" link (a provisional booking, issue #46).
const meta = {
  title: 'Booking/ConfirmBooking',
  component: ConfirmBooking,
  decorators: [padded('28rem')],
  args: {
    reference: 'LPS-7K3M9Q2X',
    token: 'token-from-the-e-mail-0123456789',
    consultation: false,
    sentence: (
      <>
        Confirm that you booked City View Studio for{' '}
        <strong>Thursday, 14 January 2027, 10:00-12:00</strong> with{' '}
        <strong>grace@example.com</strong>: the studio is then booked for you, and we e-mail the
        confirmation, the invoice and a calendar invite.
      </>
    ),
  },
} satisfies Meta<typeof ConfirmBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

export { Light, Dark, Mobile } from '../support/themes';

export const Confirmed: Story = {
  beforeEach: answering({
    '/api/bookings/confirm': {
      message:
        'Your booking LPS-7K3M9Q2X is confirmed. We have e-mailed the confirmation and a calendar invite.',
      newlyConfirmed: true,
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm Booking' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Your booking LPS-7K3M9Q2X is confirmed.');
    await expect(status).toHaveFocus();
  },
};
