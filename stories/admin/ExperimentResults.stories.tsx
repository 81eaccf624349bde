import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ExperimentResults } from '@/components/admin/ExperimentResults';
import { CONFIRMED_EVENT_TYPES } from '@/lib/events/types';
import { seedState } from '@/lib/experiments/definitions';
import type { ExperimentResult, VariantResult } from '@/lib/experiments/results';
import { compareToControl, sampleRatioMismatch } from '@/lib/experiments/statistics';

function variant(
  name: string,
  visitors: number,
  booked: number,
  control?: VariantResult,
): VariantResult {
  const conversions = Object.fromEntries(
    CONFIRMED_EVENT_TYPES.map((type) => [type, { converters: 0, events: 0, valuePence: 0 }]),
  ) as VariantResult['conversions'];
  conversions.booking_confirmed = {
    converters: booked,
    events: booked,
    valuePence: booked * 16_000,
  };
  conversions.contact_stored = { converters: 3, events: 4, valuePence: 0 };
  return {
    name,
    isControl: !control,
    share: 0.5,
    visitors,
    conversions,
    rate: booked / visitors,
    comparison: control
      ? compareToControl(
          {
            users: control.visitors,
            conversions: control.conversions.booking_confirmed.converters,
          },
          { users: visitors, conversions: booked },
        )
      : null,
    funnel: { visited: Math.round(visitors / 3), reachedBooking: Math.round(visitors / 8), booked },
  };
}

function result(visitors: [number, number], booked: [number, number]): ExperimentResult {
  const control = variant('control', visitors[0], booked[0]);
  return {
    id: 'heroSection',
    state: seedState('heroSection'),
    goal: 'booking_confirmed',
    variants: [control, variant('viral_focus', visitors[1], booked[1], control)],
    srm: sampleRatioMismatch(visitors, [0.5, 0.5]),
  };
}

const meta = {
  title: 'Back office/ExperimentResults',
  component: ExperimentResults,
  args: { result: result([100, 100], [49, 51]) },
} satisfies Meta<typeof ExperimentResults>;

export default meta;
type Story = StoryObj<typeof meta>;

// Light and Dark: GrowthBook's worked example, 49/100 against 51/100.
export { Light, Dark } from '../support/themes';
/** 1,000 against 1,200 visitors at 50/50: the sample-ratio warning. */
export const SampleRatioMismatch: Story = { args: { result: result([1000, 1200], [80, 100]) } };
/** Too few visitors to check the split. */
export const Early: Story = { args: { result: result([3, 4], [0, 1]) } };
