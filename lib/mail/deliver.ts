import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { tables } from '../db';
import type { JobHandler } from '../jobs/queue';
import { mailTransport, type MailTransport } from './transport';

export const MAIL_DELIVERY_JOB = 'mail.deliver';

const payloadSchema = z.object({ mailId: z.string().uuid() });

/** The job that hands one stored message to the transport; the outbox row is the source of truth. */
export function mailDeliveryHandler(transport: () => MailTransport = mailTransport): JobHandler {
  return async (payload, { db }) => {
    const { mailId } = payloadSchema.parse(payload);
    const [mail] = await db
      .select()
      .from(tables.mailMessages)
      .where(eq(tables.mailMessages.id, mailId));
    if (!mail || mail.status === 'delivered') return;
    const chosen = transport();
    await chosen.send(mail);
    await db
      .update(tables.mailMessages)
      .set({ status: 'delivered', transport: chosen.name, deliveredAt: new Date() })
      .where(eq(tables.mailMessages.id, mailId));
  };
}
