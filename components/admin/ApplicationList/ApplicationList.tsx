import type { ApplicationSummary } from '@/lib/careers';
import { formatRecordTime, RecordItem, RecordList } from '../../ui/RecordList';
import * as styles from './ApplicationList.css';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Job applications, newest first; each opens to the cover note and the CV download. */
export function ApplicationList({ applications }: { applications: ApplicationSummary[] }) {
  return (
    <RecordList label="Applications" empty="No applications yet.">
      {applications.map((application) => (
        <RecordItem
          key={application.id}
          title={`${application.name} · ${application.jobTitle}`}
          meta={
            <>
              {application.email}
              {application.phone ? ` · ${application.phone}` : ''} ·{' '}
              {formatRecordTime(application.createdAt)} · {application.status}
            </>
          }
        >
          <p className={styles.note}>{application.coverNote || 'No cover note.'}</p>
          <a
            className={styles.download}
            href={`/admin/talenthr/cv/${application.id}`}
            download={application.cvFileName}
          >
            Download CV: {application.cvFileName} ({kilobytes(application.cvBytes)})
          </a>
          <p className={styles.meta}>Reference: {application.id}</p>
        </RecordItem>
      ))}
    </RecordList>
  );
}
