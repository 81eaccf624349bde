import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { AddOnPicker } from '@/components/booking/AddOnPicker';
import type { AddOnOffer } from '@/lib/booking/pricing';
import { inDark } from '../support/themes';

const offers: AddOnOffer[] = [
  {
    id: 'engineer',
    name: 'Sound engineer',
    description: 'An engineer sets levels and monitors every track.',
    pricePence: 3000,
    unit: 'hour',
    minutesBefore: 0,
    minutesAfter: 0,
    required: false,
    studioIds: ['studio-main'],
  },
  {
    id: 'cameras',
    name: 'Multi-camera video',
    description: 'Three 4K cameras recorded in sync.',
    pricePence: 12000,
    unit: 'session',
    minutesBefore: 30,
    minutesAfter: 0,
    required: false,
    studioIds: ['studio-main'],
  },
  {
    id: 'cleaning',
    name: 'Cleaning',
    description: 'The room is reset for the next session.',
    pricePence: 1500,
    unit: 'session',
    minutesBefore: 0,
    minutesAfter: 15,
    required: true,
    studioIds: ['studio-main'],
  },
];

function Controlled({ initial }: { initial: string[] }) {
  const [chosen, setChosen] = useState(initial);
  return <AddOnPicker offers={offers} chosen={chosen} onChange={setChosen} />;
}

const meta = {
  title: 'Booking/AddOnPicker',
  component: AddOnPicker,
  args: { offers, chosen: [], onChange: () => undefined },
  render: (args) => <Controlled initial={args.chosen} />,
} satisfies Meta<typeof AddOnPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const CamerasChosen: Story = { args: { chosen: ['cameras'] } };
export const Dark = inDark<Story>({ args: { chosen: ['engineer'] } });
