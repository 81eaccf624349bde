import type { ApplicationSummary } from '@/lib/careers';
import { APPLICATION_STATUS_LABELS } from '@/lib/careers/statuses';
import type { Note } from '@/lib/notes';
import { formatRecordTime, RecordItem, RecordList } from '../../ui/RecordList';
import { NoteThread } from '../NoteThread';
import { ApplicationStatusForm } from '../TalentPipeline';
import * as styles from './ApplicationList.css';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

type ApplicationListProps = {
  applications: ApplicationSummary[];
  /** Each application's notes, oldest first, by its id. */
  notes?: Record<string, Note[]>;
  /** Shown instead of "No applications yet." (a filter matched none). */
  empty?: string;
};

/**
 * Job applications, newest first; each opens to the cover note, the CV download, its notes and the
 * form that moves it along the pipeline.
 */
export function ApplicationList({
  applications,
  notes = {},
  empty = 'No applications yet.',
}: ApplicationListProps) {
  return (
    <RecordList label="Applications" empty={empty}>
      {applications.map((application) => (
        <RecordItem
          key={application.id}
          title={`${application.name} · ${application.jobTitle}`}
          meta={
            <>
              {application.email}
              {application.phone ? ` · ${application.phone}` : ''} ·{' '}
              {formatRecordTime(application.createdAt)} ·{' '}
              <span className={styles.status}>{APPLICATION_STATUS_LABELS[application.status]}</span>
              {application.status !== 'new' &&
                ` since ${formatRecordTime(application.statusChangedAt)}`}
            </>
          }
        >
          <div className={styles.details}>
            <p className={styles.note}>{application.coverNote || 'No cover note.'}</p>
            <a
              className={styles.download}
              href={`/admin/talenthr/cv/${application.id}`}
              download={application.cvFileName}
            >
              Download CV: {application.cvFileName} ({kilobytes(application.cvBytes)})
            </a>
            <p className={styles.meta}>Reference: {application.id}</p>
            <NoteThread
              subject="application"
              subjectId={application.id}
              notes={notes[application.id] ?? []}
              canAdd={false}
            />
            <ApplicationStatusForm
              applicationId={application.id}
              applicantName={application.name}
              status={application.status}
            />
          </div>
        </RecordItem>
      ))}
    </RecordList>
  );
}
