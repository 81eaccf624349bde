import type { NoteSubject } from '@/lib/db/schema/enums';
import type { Note } from '@/lib/notes';
import { formatRecordTime } from '../../ui/RecordList';
import { AddNoteForm } from './AddNoteForm';
import * as styles from './NoteThread.css';

/**
 * The admins' notes on one lead or application, oldest first, and a box to add one (`canAdd={false}`
 * where another form of the record takes notes, such as an application's status form).
 */
export function NoteThread({
  subject,
  subjectId,
  notes,
  canAdd = true,
}: {
  subject: NoteSubject;
  subjectId: string;
  notes: Note[];
  canAdd?: boolean;
}) {
  return (
    <div className={styles.thread}>
      {notes.length > 0 && (
        <ol className={styles.notes} aria-label="Notes">
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.body}>{note.body}</p>
              <p className={styles.byline}>
                {note.authorEmail} · {formatRecordTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {canAdd && <AddNoteForm subject={subject} subjectId={subjectId} />}
    </div>
  );
}
