import type { ReactNode } from 'react';
import * as styles from './layout.css';

/** Charts side by side where there is room, one above the other on a phone. */
export function ChartGrid({ children }: { children: ReactNode }) {
  return <div className={styles.chartGrid}>{children}</div>;
}
