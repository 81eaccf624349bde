import * as styles from './ManageBooking.css';

/** What became of a paid move, on the way back from its checkout (lib/booking/top-ups.ts words). */
export function MoveOutcome({ kind, text }: { kind: 'success' | 'notice'; text: string }) {
  return (
    <p role="status" className={kind === 'success' ? styles.success : styles.notice}>
      {text}
    </p>
  );
}
