// What /admin/ab-testing shows: per test and variant, visitors, conversions by type, the rate of the
// chosen goal with uplift, interval and chance to beat control, the SRM check and the journey funnel.
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { queryRows } from '../db';
import { CONFIRMED_EVENT_TYPES, type ConfirmedEventType } from '../events';
import { experiments, type ExperimentId, type ExperimentState } from './definitions';
import { loadExperimentStates } from './state';
import { visitorsByVariant } from './stats';
import {
  compareToControl,
  sampleRatioMismatch,
  type Comparison,
  type SampleRatioMismatch,
} from './statistics';

export type ConversionCounts = { converters: number; events: number; valuePence: number };

export type VariantResult = {
  name: string;
  isControl: boolean;
  /** The live weight as a share of 1. */
  share: number;
  visitors: number;
  conversions: Record<ConfirmedEventType, ConversionCounts>;
  /** The chosen goal: visitors who converted at least once over visitors. */
  rate: number;
  /** Against the control; null for the control itself. */
  comparison: Comparison | null;
  funnel: { visited: number; reachedBooking: number; booked: number };
};

export type ExperimentResult = {
  id: ExperimentId;
  state: ExperimentState;
  goal: ConfirmedEventType;
  variants: VariantResult[];
  srm: SampleRatioMismatch;
};

type ConversionRow = {
  experiment: string;
  variant: string;
  type: string;
  converters: number;
  events: number;
  value_pence: number;
};

// A visitor without an id (no cookie) still counts once per event.
const conversionsQuery = sql`
  select v.key as experiment, v.value as variant, e.type,
    count(distinct coalesce(e.visitor_id, e.id::text))::int as converters,
    count(*)::int as events, coalesce(sum(e.value_pence), 0)::int as value_pence
  from confirmed_events e, jsonb_each_text(e.variants) v
  group by 1, 2, 3`;

type FunnelRow = {
  experiment: string;
  variant: string;
  visited: number;
  reached_booking: number;
  booked: number;
};

// The funnel of visitors whose journey the server has (those who allowed analytics).
const funnelQuery = sql`
  with journeys as (
    select distinct j.visitor_id, t.key as experiment, t.value as variant,
      (j.url = '/booking' or j.url like '/booking?%' or j.url like '/booking/%') as at_booking
    from journey_entries j, jsonb_each_text(j.active_tests) t
  )
  select experiment, variant,
    count(distinct visitor_id)::int as visited,
    count(distinct visitor_id) filter (where at_booking)::int as reached_booking,
    count(distinct visitor_id) filter (where exists (
      select 1 from confirmed_events e
      where e.type = 'booking_confirmed' and e.visitor_id = journeys.visitor_id
        and e.variants ->> journeys.experiment = journeys.variant
    ))::int as booked
  from journeys
  group by 1, 2`;

const emptyCounts = (): Record<ConfirmedEventType, ConversionCounts> =>
  Object.fromEntries(
    CONFIRMED_EVENT_TYPES.map((type) => [type, { converters: 0, events: 0, valuePence: 0 }]),
  ) as Record<ConfirmedEventType, ConversionCounts>;

export async function experimentResults(
  db: Database,
  goal: ConfirmedEventType,
): Promise<ExperimentResult[]> {
  const [states, visitors, conversions, funnels] = await Promise.all([
    loadExperimentStates(db, true),
    visitorsByVariant(db),
    queryRows<ConversionRow>(db, conversionsQuery),
    queryRows<FunnelRow>(db, funnelQuery),
  ]);

  return (Object.keys(experiments) as ExperimentId[]).map((id) => {
    const state = states[id];
    const totalWeight = Object.values(state.weights).reduce((sum, weight) => sum + weight, 0);
    const base = experiments[id].variants.map((variant, index) => {
      const counts = emptyCounts();
      for (const row of conversions) {
        if (row.experiment === id && row.variant === variant.name && row.type in counts) {
          counts[row.type as ConfirmedEventType] = {
            converters: Number(row.converters),
            events: Number(row.events),
            valuePence: Number(row.value_pence),
          };
        }
      }
      const assigned =
        visitors.find((row) => row.experiment === id && row.variant === variant.name)?.visitors ??
        0;
      // Visitors counted before this table existed may have no assignment row: never fewer than converted.
      const users = Math.max(assigned, counts[goal].converters);
      const funnel = funnels.find((row) => row.experiment === id && row.variant === variant.name);
      return {
        name: variant.name,
        isControl: index === 0,
        share: totalWeight > 0 ? (state.weights[variant.name] ?? 0) / totalWeight : 0,
        visitors: users,
        conversions: counts,
        rate: users > 0 ? counts[goal].converters / users : 0,
        funnel: {
          visited: funnel?.visited ?? 0,
          reachedBooking: funnel?.reached_booking ?? 0,
          booked: funnel?.booked ?? 0,
        },
      };
    });
    const control = base[0]!;
    const arm = (variant: (typeof base)[number]) => ({
      users: variant.visitors,
      conversions: variant.conversions[goal].converters,
    });
    return {
      id,
      state,
      goal,
      variants: base.map((variant) => ({
        ...variant,
        comparison: variant.isControl ? null : compareToControl(arm(control), arm(variant)),
      })),
      srm: sampleRatioMismatch(
        base.map((variant) => variant.visitors),
        base.map((variant) => variant.share),
      ),
    };
  });
}
