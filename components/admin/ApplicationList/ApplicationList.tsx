import type { ApplicationSummary } from '@/lib/careers';
import { formatRecordTime } from '../../ui/RecordList/recordTime';
import * as styles from './ApplicationList.css';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Job applications, newest first; each opens to the cover note and the CV download. */
export function ApplicationList({ applications }: { applications: ApplicationSummary[] }) {
  if (applications.length === 0) return <p>No applications yet.</p>;
  return (
    <ul className={styles.list} aria-label="Applications">
      {applications.map((application) => (
        <li key={application.id} className={styles.item}>
          <details>
            <summary className={styles.summary}>
              <strong>
                {application.name} · {application.jobTitle}
              </strong>
              <span className={styles.meta}>
                {application.email}
                {application.phone ? ` · ${application.phone}` : ''} ·{' '}
                {formatRecordTime(application.createdAt)} · {application.status}
              </span>
            </summary>
            <p className={styles.note}>{application.coverNote || 'No cover note.'}</p>
            <a
              className={styles.download}
              href={`/admin/talenthr/cv/${application.id}`}
              download={application.cvFileName}
            >
              Download CV: {application.cvFileName} ({kilobytes(application.cvBytes)})
            </a>
            <p className={styles.meta}>Reference: {application.id}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
