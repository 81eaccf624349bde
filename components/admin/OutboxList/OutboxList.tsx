import type { OutboxMessage } from '@/lib/mail/outbox';
import { formatRecordTime, RecordItem, RecordList } from '../../ui/RecordList';
import * as styles from './OutboxList.css';

/** The outbox, newest first; each message opens to its full text. */
export function OutboxList({ messages }: { messages: OutboxMessage[] }) {
  return (
    <RecordList label="E-mails" empty="No e-mails yet.">
      {messages.map((mail) => (
        <RecordItem
          key={mail.id}
          title={mail.subject}
          meta={`To ${mail.to} · ${mail.kind} · ${mail.status} · ${formatRecordTime(mail.createdAt)}`}
        >
          <pre className={styles.body}>{mail.text}</pre>
        </RecordItem>
      ))}
    </RecordList>
  );
}
