import type { ReactNode } from 'react';
import * as styles from './BookingLayout.css';

/** The column the booking pages sit in, below their PageIntro. */
export function BookingLayout({ children }: { children: ReactNode }) {
  return <div className={styles.content}>{children}</div>;
}
