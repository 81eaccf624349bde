import { useId, type ReactNode } from 'react';
import { DataTable, type DataTableRow } from '../../ui/DataTable';
import * as styles from './charts.css';

export type ChartTable = { caption: string; columns: string[]; rows: DataTableRow[] };

/**
 * A chart as a figure: its title names the drawing (role="img"), and the same figures follow as a
 * table, folded, for screen readers and anyone who would rather read them.
 */
export function ChartFigure({
  title,
  description,
  legend,
  table,
  children,
}: {
  title: string;
  description?: ReactNode;
  legend?: ReactNode;
  table: ChartTable;
  /** The SVG's contents, drawn in a `viewBox` of `children.width` × `children.height`. */
  children: { width: number; height: number; drawing: ReactNode };
}) {
  const id = useId();
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      {description && <p className={styles.description}>{description}</p>}
      {legend}
      <svg
        className={styles.drawing}
        viewBox={`0 0 ${children.width} ${children.height}`}
        role="img"
        aria-labelledby={`${id}-title`}
      >
        {children.drawing}
      </svg>
      <details className={styles.figures}>
        <summary className={styles.summary}>Show the figures</summary>
        <DataTable caption={table.caption} columns={table.columns} rows={table.rows} />
      </details>
    </figure>
  );
}

/** The key to a chart's colours. */
export function Legend({ series }: { series: { label: string; tone: styles.Tone }[] }) {
  return (
    <ul className={styles.legend} aria-label="Key">
      {series.map((entry) => (
        <li key={entry.label}>
          <span className={`${styles.swatch} ${styles.tones[entry.tone]}`} aria-hidden="true" />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
