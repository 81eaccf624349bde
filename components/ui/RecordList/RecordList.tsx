import type { ReactNode } from 'react';
import * as styles from './RecordList.css';

/** A back-office list of records in the order given, or a sentence when there are none. */
export function RecordList({
  label,
  empty,
  children,
}: {
  label: string;
  empty: string;
  children: ReactNode[];
}) {
  if (children.length === 0) return <p>{empty}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/** One record: a title and a line of facts that open to the details; `after` stays in view below. */
export function RecordItem({
  title,
  meta,
  children,
  after,
}: {
  title: ReactNode;
  meta: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <li className={styles.record}>
      <details>
        <summary className={styles.summary}>
          <strong>{title}</strong>
          <span className={styles.meta}>{meta}</span>
        </summary>
        {children}
      </details>
      {after}
    </li>
  );
}
