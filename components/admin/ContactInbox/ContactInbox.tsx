import type { CrmDelivery, InboxMessage } from '@/lib/contact/inbox';
import { formatRecordTime } from '../../ui/RecordList/recordTime';
import * as styles from './ContactInbox.css';
import { RetryDelivery } from './RetryDelivery';

const providerName = { hubspot: 'HubSpot', local: "the site's CRM" } as const;

function DeliveryState({ delivery }: { delivery: CrmDelivery }) {
  switch (delivery.state) {
    case 'delivered':
      return (
        <span className={styles.state.good}>Delivered to {providerName[delivery.provider]}</span>
      );
    case 'queued':
      return <span className={styles.state.waiting}>Waiting to be delivered</span>;
    case 'retrying':
      return (
        <>
          <span className={styles.state.bad}>
            Delivery failed {delivery.attempts === 1 ? 'once' : `${delivery.attempts} times`}
          </span>
          <span>
            {delivery.error}. Next try {formatRecordTime(delivery.nextTryAt)}.
          </span>
          <RetryDelivery jobId={delivery.jobId} />
        </>
      );
    case 'failed':
      return (
        <>
          <span className={styles.state.bad}>
            Not delivered (gave up after {delivery.attempts} tries)
          </span>
          <span>{delivery.error}.</span>
          <RetryDelivery jobId={delivery.jobId} />
        </>
      );
    case 'missing':
      return <span className={styles.state.waiting}>Not forwarded to the CRM</span>;
  }
}

/** Contact form messages, newest first, each with where its CRM delivery stands. */
export function ContactInbox({ messages }: { messages: InboxMessage[] }) {
  if (messages.length === 0) return <p>No messages yet.</p>;
  return (
    <ul className={styles.list} aria-label="Contact messages">
      {messages.map((entry) => (
        <li key={entry.id} className={styles.item}>
          <details>
            <summary className={styles.summary}>
              <strong>{entry.name}</strong>
              <span className={styles.meta}>
                {entry.email}
                {entry.phone ? ` · ${entry.phone}` : ''} · {formatRecordTime(entry.receivedAt)}
              </span>
            </summary>
            <p className={styles.message}>{entry.message}</p>
          </details>
          <p className={styles.delivery}>
            <DeliveryState delivery={entry.delivery} />
          </p>
        </li>
      ))}
    </ul>
  );
}
