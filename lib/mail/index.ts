import type { Database } from '../db';
import { tables } from '../db';
import { enqueueJob } from '../jobs/queue';
import { MAIL_DELIVERY_JOB } from './deliver';
import type { OutgoingMail } from './transport';

export type { OutgoingMail, MailTransport } from './transport';
export { mailSettings, mailTransport } from './transport';
export { MAIL_DELIVERY_JOB, mailDeliveryHandler } from './deliver';

/**
 * Stores the message and its delivery job in one transaction, so a crash or a failing SMTP server
 * never loses it. Call `kickJobWorker()` (lib/jobs) afterwards to deliver it right away.
 */
export async function queueMail(db: Database, kind: string, mail: OutgoingMail): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tables.mailMessages)
      .values({
        kind,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        attachments: mail.attachments ?? [],
      })
      .returning({ id: tables.mailMessages.id });
    if (!row) throw new Error('The e-mail was not stored');
    await enqueueJob(tx, MAIL_DELIVERY_JOB, { mailId: row.id });
    return row.id;
  });
}
