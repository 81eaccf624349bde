import type { CancellationPoint } from '@/lib/reports/cancellations';
import { BarChart } from './BarChart';
import { percent, pounds } from './format';

/** Cancellations and no-shows per month of the session, with the sessions held and fees kept. */
export function CancellationsChart({ points }: { points: CancellationPoint[] }) {
  const title = 'Cancellations and no-shows per month';
  return (
    <BarChart
      title={title}
      description="Bookings by the month of their session: cancelled ones, and customers who did not come."
      series={[
        { label: 'Cancelled', tone: 'muted' },
        { label: 'No-shows', tone: 'danger' },
      ]}
      categories={points.map((point) => ({
        key: point.month,
        shortLabel: point.label.slice(0, 3),
        values: [point.cancelled, point.noShows],
      }))}
      format={String}
      axisFormat={(value) => (Number.isInteger(value) ? String(value) : '')}
      table={{
        caption: title,
        columns: ['Month', 'Sessions', 'Cancelled', 'No-shows', 'No-show rate', 'Late fees'],
        rows: points.map((point) => ({
          key: point.month,
          header: point.label,
          cells: [
            point.sessions,
            point.cancelled,
            point.noShows,
            point.sessions === 0 ? '-' : percent(point.noShows / point.sessions, 1),
            pounds(point.feesPence),
          ],
        })),
      }}
    />
  );
}
