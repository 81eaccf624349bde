import { formatPounds } from '@/lib/booking/rules';
import { CONFIRMED_EVENT_TYPES, confirmedEventLabels } from '@/lib/events/types';
import type { ExperimentResult } from '@/lib/experiments/results';
import { DataTable } from '../../ui/DataTable';
import * as styles from './ExperimentResults.css';

const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${percent(Math.abs(value))}`;
const pounds = (pence: number) => formatPounds(pence, { pence: 'always' });

/** The figures of one A/B test: the goal's rate with uplift and chance to beat control, SRM, funnel. */
export function ExperimentResults({ result }: { result: ExperimentResult }) {
  const goal = confirmedEventLabels[result.goal];
  const { srm } = result;
  return (
    <div className={styles.results}>
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
              comparison
                ? `${signed(comparison.uplift.expected)} (${signed(comparison.uplift.lower)} to ${signed(comparison.uplift.upper)})`
                : '-',
              comparison ? percent(comparison.chanceToBeatControl) : '-',
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
