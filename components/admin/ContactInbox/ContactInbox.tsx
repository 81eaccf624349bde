import type { CrmDelivery, InboxMessage } from '@/lib/contact/inbox';
import { formatRecordTime, RecordItem, RecordList } from '../../ui/RecordList';
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
  return (
    <RecordList label="Contact messages" empty="No messages yet.">
      {messages.map((entry) => (
        <RecordItem
          key={entry.id}
          title={entry.name}
          meta={
            <>
              {entry.email}
              {entry.phone ? ` · ${entry.phone}` : ''} · {formatRecordTime(entry.receivedAt)}
            </>
          }
          after={
            <p className={styles.delivery}>
              <DeliveryState delivery={entry.delivery} />
            </p>
          }
        >
          <p className={styles.message}>{entry.message}</p>
        </RecordItem>
      ))}
    </RecordList>
  );
}
