import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import * as styles from './MyBookings.css';

type MyBookingsProps = {
  /** The customer's bookings as rendered by the booking module; nothing means none yet. */
  children?: ReactNode;
};

/** The body of /account/bookings and /my-bookings: the bookings, or the empty state. */
export function MyBookings({ children }: MyBookingsProps) {
  if (children) return <>{children}</>;
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>No bookings yet</h2>
      <p className={styles.emptyText}>When you book studio time, your sessions appear here.</p>
      <ButtonLink href="/booking">Book a Session</ButtonLink>
    </div>
  );
}
