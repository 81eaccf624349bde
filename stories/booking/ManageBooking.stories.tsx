import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ManageBooking } from '@/components/booking/ManageBooking';
import { inDark, onPhone } from '../support/themes';
import { answering } from '../support/network';
import { availability, freeStarts } from './availability';
import { storySettings } from './fixtures';

// Cancel or move a booking; moving loads free times from the availability API, answered here.
const meta = {
  title: 'Booking/ManageBooking',
  component: ManageBooking,
  args: {
    bookingId: '6f1c2b9e-0000-4000-8000-000000000001',
    reference: 'LPS-7K3D9QXA',
    studioId: 'studio-main',
    durationMinutes: 120,
    settings: storySettings,
    today: '2026-11-23',
    maxAdvanceDays: 180,
    token: null,
  },
  beforeEach: availability(),
} satisfies Meta<typeof ManageBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choices: Story = {};
export const ChoicesDark = inDark(Choices);
/** "Reschedule" opened: the calendar, then the free start times of the chosen day. */
export const Rescheduling: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Reschedule/ }));
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Friday,? 27 November 2026$/ }),
    );
  },
};
export const ReschedulingMobile = onPhone(Rescheduling);

/**
 * A move to a dearer time of a booking paid online: the new price and the deposit difference are
 * stated, and focused, before anything is paid or moved.
 */
export const DearerMove: Story = {
  beforeEach: answering({
    '/api/bookings/availability': { starts: freeStarts, closure: null },
    '/api/bookings/6f1c2b9e-0000-4000-8000-000000000001/reschedule': {
      topUp: {
        pricePence: 23000,
        priceChangePence: 4000,
        amountPence: 2000,
        message:
          'Moving costs £40 more (£230 in all); pay the £20 deposit difference now to move. The rest is paid at the studio.',
      },
    },
  }),
  play: async (context) => {
    await Rescheduling.play?.(context);
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('radio', { name: '10:00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move my booking' }));
    await canvas.findByRole('button', { name: 'Pay £20 and move' });
  },
};
export const DearerMoveDark = inDark(DearerMove);
export const DearerMoveMobile = onPhone(DearerMove);
