import type { ReactNode } from 'react';
import * as styles from './DataTable.css';

/** A part of a whole as a percentage with one decimal ("-" when the whole is 0), for table cells. */
export function formatShare(part: number, whole: number): string {
  return whole === 0 ? '-' : `${Math.round((part / whole) * 1000) / 10}%`;
}

export type DataTableRow = {
  key: string;
  /** The first cell, which names the row for screen readers. */
  header: ReactNode;
  cells: ReactNode[];
};

/** A back-office table of figures: a caption, column headings, and rows named by their first cell. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: DataTableRow[];
}) {
  return (
    // A wide table scrolls sideways on a narrow screen: the keyboard must be able to scroll it too.
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
