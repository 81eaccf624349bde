import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import type { ExperimentResult, VariantResult } from '@/lib/experiments/results';
import type { Comparison } from '@/lib/experiments/statistics';
import { ChartFigure } from './ChartFigure';
import { percent } from './format';
import * as styles from './charts.css';

type Compared = VariantResult & { comparison: Extract<Comparison, { status: 'compared' }> };

const WIDTH = 400;
const ROW = 34;
const MARGIN = { top: 8, left: 110, right: 28, bottom: 26 };
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${percent(Math.abs(value), 1)}`;
const axisSigned = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${percent(Math.abs(value))}`;

/**
 * Each compared variant's uplift on the control with its 95% interval (the engine's, as the table
 * beside it): a dot and a bar crossing the dashed line at 0 means no clear winner yet. Variants
 * without enough data are listed, never drawn with an interval they do not have.
 */
export function ExperimentIntervals({ result }: { result: ExperimentResult }) {
  const compared = result.variants.filter(
    (variant): variant is Compared => variant.comparison?.status === 'compared',
  );
  const waiting = result.variants.filter(
    (variant) => variant.comparison?.status === 'not-enough-data',
  );
  const waitingNote =
    waiting.length > 0 ? (
      <p className={styles.description}>
        Not enough data yet for {waiting.map((variant) => variant.name).join(', ')}: no interval is
        drawn.
      </p>
    ) : null;
  if (compared.length === 0) return waitingNote;
  const bounds = compared.flatMap(({ comparison }) => [
    comparison.uplift.lower,
    comparison.uplift.upper,
  ]);
  const reach = Math.max(0.05, ...bounds.map(Math.abs)) * 1.1;
  const x = scaleLinear<number>({
    domain: [-reach, reach],
    range: [0, WIDTH - MARGIN.left - MARGIN.right],
    nice: true,
  });
  const height = MARGIN.top + compared.length * ROW + MARGIN.bottom;
  const title = `${result.id}: uplift on the control, with its 95% interval`;
  return (
    <>
      <ChartFigure
        title={title}
        description={`How much each variant's conversion rate differs from the control's (${percent(result.variants[0]!.rate, 1)}), as a share of it. Left of the dashed line is worse than the control; an interval crossing it means no clear winner yet.`}
        table={{
          caption: title,
          columns: [
            'Variant',
            'Conversion rate',
            'Uplift',
            '95% interval',
            'Chance to beat control',
          ],
          rows: compared.map((variant) => ({
            key: variant.name,
            header: variant.name,
            cells: [
              percent(variant.rate, 2),
              signed(variant.comparison.uplift.expected),
              `${signed(variant.comparison.uplift.lower)} to ${signed(variant.comparison.uplift.upper)}`,
              percent(variant.comparison.chanceToBeatControl, 1),
            ],
          })),
        }}
      >
        {{
          width: WIDTH,
          height,
          drawing: (
            <Group left={MARGIN.left} top={MARGIN.top}>
              <line
                className={styles.zeroLine}
                x1={x(0)}
                x2={x(0)}
                y1={0}
                y2={compared.length * ROW}
              />
              {compared.map((variant, index) => {
                const { uplift } = variant.comparison;
                const middle = index * ROW + ROW / 2;
                return (
                  <g key={variant.name}>
                    <text className={styles.label} x={-8} y={middle + 4} textAnchor="end">
                      {variant.name.length > 14 ? `${variant.name.slice(0, 13)}…` : variant.name}
                    </text>
                    <line
                      className={styles.intervalLine}
                      x1={x(uplift.lower)}
                      x2={x(uplift.upper)}
                      y1={middle}
                      y2={middle}
                    />
                    <circle className={styles.estimate} cx={x(uplift.expected)} cy={middle} r={5} />
                  </g>
                );
              })}
              <AxisBottom
                top={compared.length * ROW}
                scale={x}
                numTicks={5}
                tickFormat={(value) => axisSigned(Number(value))}
                axisLineClassName={styles.axisLine}
                tickLineProps={{ className: styles.axisLine }}
                tickLabelProps={{ className: styles.tickLabel }}
              />
            </Group>
          ),
        }}
      </ChartFigure>
      {waitingNote}
    </>
  );
}
