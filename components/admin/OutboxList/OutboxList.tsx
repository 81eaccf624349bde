import type { OutboxMessage } from '@/lib/auth/back-office';
import { formatRecordTime } from '../../ui/RecordList/recordTime';
import * as styles from './OutboxList.css';

/** The outbox, newest first; each message opens to its full text. */
export function OutboxList({ messages }: { messages: OutboxMessage[] }) {
  if (messages.length === 0) return <p>No e-mails yet.</p>;
  return (
    <ul className={styles.list} aria-label="E-mails">
      {messages.map((mail) => (
        <li key={mail.id} className={styles.message}>
          <details>
            <summary className={styles.summary}>
              <strong>{mail.subject}</strong>
              <span className={styles.meta}>
                To {mail.to} · {mail.kind} · {mail.status} · {formatRecordTime(mail.createdAt)}
              </span>
            </summary>
            <pre className={styles.body}>{mail.text}</pre>
          </details>
        </li>
      ))}
    </ul>
  );
}
