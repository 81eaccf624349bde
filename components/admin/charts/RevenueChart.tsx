import type { RevenuePoint } from '@/lib/reports/revenue';
import { BarChart } from './BarChart';
import { pounds, shortPounds } from './format';

const change = (now: number, before: number) =>
  before === 0
    ? '-'
    : `${now >= before ? '+' : '−'}${Math.round((Math.abs(now - before) / before) * 100)}%`;

/**
 * Money taken per week or month for the sessions held in it, beside the same period a year before.
 */
export function RevenueChart({
  unit,
  points,
  title = unit === 'week' ? 'Taken per week' : 'Taken per month',
}: {
  unit: 'week' | 'month';
  points: RevenuePoint[];
  title?: string;
}) {
  const what = unit === 'week' ? 'Week from' : 'Month';
  return (
    <BarChart
      title={title}
      description="Payments less refunds handed back, for the sessions held in each period (a cancellation counts for the fee it kept), beside the same period a year before."
      series={[
        { label: 'This year', tone: 'accent' },
        { label: 'A year before', tone: 'muted' },
      ]}
      categories={points.map((point) => ({
        key: point.period,
        shortLabel: unit === 'month' ? point.label.slice(0, 3) : point.label,
        values: [point.takenPence, point.previousYearPence],
      }))}
      format={pounds}
      axisFormat={shortPounds}
      table={{
        caption: `${title}, against a year before`,
        columns: [what, 'Taken', 'A year before', 'Change'],
        rows: points.map((point) => ({
          key: point.period,
          header: point.label,
          cells: [
            pounds(point.takenPence),
            pounds(point.previousYearPence),
            change(point.takenPence, point.previousYearPence),
          ],
        })),
      }}
    />
  );
}
