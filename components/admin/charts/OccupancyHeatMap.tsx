import { Group } from '@visx/group';
import { HeatmapRect } from '@visx/heatmap';
import { scaleLinear } from '@visx/scale';
import type { OccupancyCell, OccupancyReport, StudioOccupancy } from '@/lib/reports/occupancy';
import { ChartFigure } from './ChartFigure';
import { percent } from './format';
import * as styles from './charts.css';

const CELL = { width: 26, height: 22 };
const MARGIN = { top: 18, left: 40 };
const dayName = (weekday: string) => weekday.slice(0, 1).toUpperCase() + weekday.slice(1, 3);
const hourName = (hour: number) => String(hour).padStart(2, '0');

/** Booked share of an open hour; null when the studio was closed then. */
const shareOf = (cell: OccupancyCell) =>
  cell.openMinutes > 0 ? Math.min(1, cell.bookedMinutes / cell.openMinutes) : null;

function StudioHeatMap({
  studio,
  hours,
  period,
}: {
  studio: StudioOccupancy;
  hours: number[];
  period: string;
}) {
  const weekdays = [...new Set(studio.cells.map((cell) => cell.weekday))];
  // Columns are hours, rows weekdays (Monday on top), as a week planner reads.
  const columns = hours.map((hour) => ({
    hour,
    bins: weekdays.map((weekday) =>
      studio.cells.find((cell) => cell.weekday === weekday && cell.hour === hour)!,
    ),
  }));
  const opacity = scaleLinear<number>({ domain: [0, 1], range: [0.12, 1] });
  const title = `${studio.studioName}: booked share of open hours`;
  return (
    <ChartFigure
      title={title}
      description={`Sessions held (and no-shows) over the hours open, by weekday and hour, ${period}. Darker is fuller; outlined cells were closed.`}
      table={{
        caption: `${title}, ${period}`,
        columns: ['Day', ...hours.map((hour) => `${hourName(hour)}:00`)],
        rows: weekdays.map((weekday) => ({
          key: weekday,
          header: dayName(weekday),
          cells: hours.map((hour) => {
            const cell = studio.cells.find(
              (entry) => entry.weekday === weekday && entry.hour === hour,
            )!;
            const share = shareOf(cell);
            return share === null ? 'closed' : percent(share);
          }),
        })),
      }}
    >
      {{
        width: MARGIN.left + hours.length * CELL.width,
        height: MARGIN.top + weekdays.length * CELL.height,
        drawing: (
          <>
            {hours.map((hour, index) =>
              index % 2 === 0 ? (
                <text
                  key={hour}
                  className={styles.tickLabel}
                  x={MARGIN.left + index * CELL.width + CELL.width / 2}
                  y={12}
                  textAnchor="middle"
                >
                  {hourName(hour)}
                </text>
              ) : null,
            )}
            {weekdays.map((weekday, index) => (
              <text
                key={weekday}
                className={styles.tickLabel}
                x={MARGIN.left - 6}
                y={MARGIN.top + index * CELL.height + CELL.height / 2 + 4}
                textAnchor="end"
              >
                {dayName(weekday)}
              </text>
            ))}
            <Group left={MARGIN.left} top={MARGIN.top - 1}>
              <HeatmapRect
                data={columns}
                xScale={(column) => column * CELL.width}
                yScale={(row) => row * CELL.height}
                binWidth={CELL.width}
                binHeight={CELL.height}
                gap={2}
                count={(cell: OccupancyCell) => shareOf(cell) ?? -1}
              >
                {(grid) =>
                  grid
                    .flat()
                    .map((bin) => (
                      <rect
                        key={`${bin.row}-${bin.column}`}
                        className={bin.count === -1 ? styles.heatEmpty : styles.heatCell}
                        x={bin.x}
                        y={bin.y}
                        width={bin.width}
                        height={bin.height}
                        rx={3}
                        fillOpacity={bin.count === -1 ? undefined : opacity(bin.count ?? 0)}
                      />
                    ))
                }
              </HeatmapRect>
            </Group>
          </>
        ),
      }}
    </ChartFigure>
  );
}

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dateName = (date: string) => day.format(new Date(`${date}T12:00:00Z`));

/** How full each studio is by weekday and hour: one heat map per studio, each with its table. */
export function OccupancyHeatMap({ report }: { report: OccupancyReport }) {
  const period = `${dateName(report.from)} to ${dateName(report.to)}`;
  if (report.hours.length === 0) return <p>No opening hours in {period}.</p>;
  return (
    <>
      {report.studios.map((studio) => (
        <StudioHeatMap key={studio.studioId} studio={studio} hours={report.hours} period={period} />
      ))}
    </>
  );
}
