// A/B test results for the stories and the results table's test: two variants, booking confirmed as goal.
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
    rate: visitors > 0 ? booked / visitors : 0,
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

/** The hero test with [control, viral_focus] visitors and bookings. */
export function heroResult(visitors: [number, number], booked: [number, number]): ExperimentResult {
  const control = variant('control', visitors[0], booked[0]);
  return {
    id: 'heroSection',
    state: seedState('heroSection'),
    goal: 'booking_confirmed',
    variants: [control, variant('viral_focus', visitors[1], booked[1], control)],
    srm: sampleRatioMismatch(visitors, [0.5, 0.5]),
  };
}
