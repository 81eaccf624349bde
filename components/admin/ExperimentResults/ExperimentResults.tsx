import { formatPounds } from '@/lib/booking/rules';
import { CONFIRMED_EVENT_TYPES, confirmedEventLabels } from '@/lib/events/types';
import type { ExperimentResult } from '@/lib/experiments/results';
import type { Comparison } from '@/lib/experiments/statistics';
import { DataTable } from '../../ui/DataTable';
import { ExperimentIntervals } from '../charts';
import * as styles from './ExperimentResults.css';

const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${percent(Math.abs(value))}`;
const pounds = (pence: number) => formatPounds(pence, { pence: 'always' });
const visitorCount = (count: number) => `${count} more visitor${count === 1 ? '' : 's'}`;

/** Why a variant has no uplift yet, and how many more visitors it takes where the rate so far says. */
function notEnoughData(
  needed: Extract<Comparison, { status: 'not-enough-data' }>['visitorsNeeded'],
) {
  if (!needed) return 'Not enough data yet: no conversions to compare';
  const parts = [
    needed.treatment > 0 && `${visitorCount(needed.treatment)} on this variant`,
    needed.control > 0 && `${visitorCount(needed.control)} on the control`,
  ].filter(Boolean);
  return `Not enough data yet: about ${parts.join(' and ')}`;
}

function upliftCell(comparison: Comparison | null) {
  if (!comparison) return '-';
  if (comparison.status === 'not-enough-data') return notEnoughData(comparison.visitorsNeeded);
  const { expected, lower, upper } = comparison.uplift;
  return `${signed(expected)} (${signed(lower)} to ${signed(upper)})`;
}

/** The figures of one A/B test: the goal's rate with uplift and chance to beat control, SRM, funnel. */
export function ExperimentResults({ result }: { result: ExperimentResult }) {
  const goal = confirmedEventLabels[result.goal];
  const { srm } = result;
  return (
    <div className={styles.results}>
      <ExperimentIntervals result={result} />
      <DataTable
        caption={`Results of ${result.id}: ${goal}`}
        columns={[
          'Variant',
          'Weight',
          'Visitors',
          'Converted',
          'Conversion rate',
          'Uplift (95% interval)',
          'Chance to beat control',
        ]}
        rows={result.variants.map((variant) => {
          const comparison = variant.comparison;
          return {
            key: variant.name,
            header: variant.isControl ? `${variant.name} (control)` : variant.name,
            cells: [
              percent(variant.share, 0),
              variant.visitors,
              variant.conversions[result.goal].converters,
              percent(variant.rate, 2),
              upliftCell(comparison),
              comparison?.status === 'compared' ? percent(comparison.chanceToBeatControl) : '-',
            ],
          };
        })}
      />
      <p
        className={srm.warning ? styles.warning : styles.note}
        role={srm.warning ? 'alert' : undefined}
      >
        {!srm.checked
          ? 'Sample ratio: not checked until every variant has 8 visitors.'
          : srm.warning
            ? `Sample ratio mismatch: visitors are not split as the weights say (p = ${srm.pValue.toPrecision(2)}). Check the assignment before trusting these results.`
            : `Sample ratio OK: visitors are split as the weights say (p = ${srm.pValue.toPrecision(2)}).`}
      </p>
      <DataTable
        caption={`Conversions of ${result.id} by type (visitors who converted / events)`}
        columns={[
          'Variant',
          ...CONFIRMED_EVENT_TYPES.map((type) => confirmedEventLabels[type]),
          'Booking value',
        ]}
        rows={result.variants.map((variant) => ({
          key: variant.name,
          header: variant.name,
          cells: [
            ...CONFIRMED_EVENT_TYPES.map((type) => {
              const counts = variant.conversions[type];
              return `${counts.converters} / ${counts.events}`;
            }),
            pounds(variant.conversions.booking_confirmed.valuePence),
          ],
        }))}
      />
      <DataTable
        caption={`Booking funnel of ${result.id} (visitors who allowed analytics)`}
        columns={['Variant', 'Visited', 'Reached /booking', 'Booked']}
        rows={result.variants.map((variant) => ({
          key: variant.name,
          header: variant.name,
          cells: [variant.funnel.visited, variant.funnel.reachedBooking, variant.funnel.booked],
        }))}
      />
    </div>
  );
}
