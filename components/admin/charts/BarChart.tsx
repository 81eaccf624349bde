import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ChartFigure, Legend, type ChartTable } from './ChartFigure';
import * as styles from './charts.css';

export type BarSeries = { label: string; tone: styles.Tone };
export type BarCategory = {
  key: string;
  /** Under its bars; the table names it in full. */
  shortLabel: string;
  /** One value per series, in the series' order. */
  values: number[];
};

const WIDTH = 400;
const HEIGHT = 220;
const MARGIN = { top: 8, right: 8, bottom: 24, left: 52 };

/**
 * Bars per category, one per series side by side (this year beside last year, cancellations beside
 * no-shows), with the figures as a table. Rendered on the server: no script reaches the browser.
 */
export function BarChart({
  title,
  description,
  series,
  categories,
  format,
  axisFormat = format,
  table,
}: {
  title: string;
  description?: string;
  series: BarSeries[];
  categories: BarCategory[];
  /** A value as the table shows it. */
  format: (value: number) => string;
  /** A value as the axis shows it (shorter). */
  axisFormat?: (value: number) => string;
  table: ChartTable;
}) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({
    domain: categories.map((category) => category.key),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const inner = scaleBand<number>({
    domain: series.map((_, index) => index),
    range: [0, x.bandwidth()],
    padding: 0.1,
  });
  const highest = Math.max(0, ...categories.flatMap((category) => category.values));
  const y = scaleLinear<number>({
    domain: [0, highest > 0 ? highest : 1],
    range: [innerHeight, 0],
    nice: true,
  });
  // A label under every bar group when they fit, else under every few.
  const every = Math.ceil(categories.length / 6);
  const labelled = categories.filter((_, index) => index % every === 0);
  const shortLabel = new Map(categories.map((category) => [category.key, category.shortLabel]));
  return (
    <ChartFigure
      title={title}
      description={description}
      legend={series.length > 1 ? <Legend series={series} /> : undefined}
      table={table}
    >
      {{
        width: WIDTH,
        height: HEIGHT,
        drawing: (
          <Group left={MARGIN.left} top={MARGIN.top}>
            {y.ticks(4).map((tick) => (
              <line
                key={tick}
                className={styles.gridLine}
                x1={0}
                x2={innerWidth}
                y1={y(tick)}
                y2={y(tick)}
              />
            ))}
            {categories.map((category) => (
              <Group key={category.key} left={x(category.key) ?? 0}>
                {category.values.map((value, index) => (
                  <Bar
                    key={index}
                    className={styles.tones[series[index]!.tone]}
                    x={inner(index) ?? 0}
                    y={y(value)}
                    width={inner.bandwidth()}
                    height={Math.max(0, innerHeight - y(value))}
                  />
                ))}
              </Group>
            ))}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(value) => axisFormat(Number(value))}
              axisLineClassName={styles.axisLine}
              tickLineProps={{ className: styles.axisLine }}
              tickLabelProps={{ className: styles.tickLabel }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={labelled.map((category) => category.key)}
              tickFormat={(key) => shortLabel.get(key) ?? key}
              axisLineClassName={styles.axisLine}
              tickLineProps={{ className: styles.axisLine }}
              tickLabelProps={{ className: styles.tickLabel }}
            />
          </Group>
        ),
      }}
    </ChartFigure>
  );
}
