import * as styles from './Stats.css';

type Stat = { _key: string; value: string; label: string };

/** Marketing figures as a description list: the label names the value for screen readers. */
export function StatList({ stats, tone = 'plain' }: { stats: Stat[]; tone?: 'plain' | 'band' }) {
  return (
    <dl className={styles.list[tone]}>
      {stats.map((stat) => (
        <div key={stat._key} className={styles.item}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
