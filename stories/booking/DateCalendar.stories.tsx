import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { DateCalendar } from '@/components/booking/DateCalendar';
import { weekdayOf } from '@/lib/time';
import { inDark } from '../support/themes';
import { controlled } from './controlled';

const meta = {
  title: 'Booking/DateCalendar',
  component: DateCalendar,
  args: {
    label: 'Session date',
    selected: null,
    firstDate: '2026-11-23',
    lastDate: '2027-03-31',
    isAvailable: (date: string) => date !== '2026-12-25' && weekdayOf(date) !== 'monday',
    onSelect: () => {},
  },
  render: controlled(DateCalendar),
} satisfies Meta<typeof DateCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoDateChosen: Story = {};
export const DateChosen: Story = { args: { selected: '2026-11-27' } };
export const Dark = inDark<Story>({ args: { selected: '2026-12-03' } });
