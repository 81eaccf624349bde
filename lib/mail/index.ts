import { createHash } from 'node:crypto';
import type { Database } from '../db';
import { tables } from '../db';
import { enqueueJob } from '../jobs/queue';
import { MAIL_DELIVERY_JOB } from './deliver';
import type { OutgoingMail } from './transport';
import { hexToUuid } from '../validation/uuid';

export type { OutgoingMail, MailTransport } from './transport';
export { mailSettings, mailTransport } from './transport';
export { MAIL_DELIVERY_JOB, mailDeliveryHandler } from './deliver';
export { listOutboxMessages, type OutboxMessage } from './outbox';

/**
 * Stores the message and its delivery job in one transaction, so a crash or a failing SMTP server
 * never loses it. Call `kickJobWorker()` (lib/jobs) afterwards to deliver it right away.
 */
export async function queueMail(db: Database, kind: string, mail: OutgoingMail): Promise<string> {
  const id = await storeMail(db, kind, mail);
  if (!id) throw new Error('The e-mail was not stored');
  return id;
}

/**
 * Like `queueMail`, but at most once per `onceKey`: the message's id is derived from the key, so a
 * second call (a job run again after its worker died) meets the taken primary key and queues nothing,
 * even when both calls race. Returns whether this call queued the message.
 */
export async function queueMailOnce(
  db: Database,
  onceKey: string,
  kind: string,
  mail: OutgoingMail,
): Promise<boolean> {
  return (await storeMail(db, kind, mail, mailIdForKey(onceKey))) !== null;
}

async function storeMail(
  db: Database,
  kind: string,
  mail: OutgoingMail,
  id?: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tables.mailMessages)
      .values({
        ...(id ? { id } : {}),
        kind,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        attachments: mail.attachments ?? [],
        headers: mail.headers ?? {},
      })
      .onConflictDoNothing({ target: tables.mailMessages.id })
      .returning({ id: tables.mailMessages.id });
    if (!row) return null;
    await enqueueJob(tx, MAIL_DELIVERY_JOB, { mailId: row.id });
    return row.id;
  });
}

// The namespace of the outbox's name-based ids; any fixed UUID would do, it must just never change.
const MAIL_ID_NAMESPACE = Buffer.from('6f0c2b1e8d4a4f3e9b7a5c1d2e3f4a5b', 'hex');

/** A name-based UUID (version 5, RFC 9562): the same key always gives the same id. */
function mailIdForKey(onceKey: string): string {
  const hash = createHash('sha1').update(MAIL_ID_NAMESPACE).update(onceKey, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50; // version 5
  hash[8] = (hash[8]! & 0x3f) | 0x80; // the RFC variant
  return hexToUuid(hash.subarray(0, 16).toString('hex'));
}
