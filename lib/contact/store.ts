import { z } from 'zod';
import type { Database } from '../db';
import { tables } from '../db';
import { queueCrmLead } from '../crm/queue';
import { queueMail } from '../mail';
import { eq } from 'drizzle-orm';
import { recordConfirmedEvent } from '../events';
import type { Attribution } from '../events';
import type { ContactMessage } from '../validation/contact';
import { defaultContactSection } from './studio-info';

const inboxSchema = z.object({
  CONTACT_INBOX: z
    .string()
    .email('CONTACT_INBOX must be an e-mail address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** Where contact messages are sent: CONTACT_INBOX, else the studio's public address. */
export function contactInbox(env: Record<string, string | undefined> = process.env): string {
  return inboxSchema.parse(env).CONTACT_INBOX ?? defaultContactSection.studio.email;
}

/**
 * Stores the message, then (in the same transaction) the studio's notification e-mail and the CRM
 * forwarding job: whatever the mail server or the CRM does later, the message is kept.
 */
export async function storeContactMessage(
  db: Database,
  message: ContactMessage,
  options: {
    pageUri?: string;
    inbox?: string;
    idempotencyKey?: string | null;
    attribution?: Attribution | null;
  } = {},
): Promise<{ id: string; replayed: boolean }> {
  const messages = tables.contactMessages;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        name: message.name,
        email: message.email,
        phone: message.phone || null,
        message: message.message,
        idempotencyKey: options.idempotencyKey ?? null,
      })
      .onConflictDoNothing({ target: messages.idempotencyKey })
      .returning({ id: messages.id });
    if (!row && options.idempotencyKey) {
      // A retry of a message already stored: same answer, no second e-mail, lead or conversion.
      const [stored] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.idempotencyKey, options.idempotencyKey));
      if (stored) return { id: stored.id, replayed: true };
    }
    if (!row) throw new Error('The contact message was not stored');
    await recordConfirmedEvent(tx, {
      type: 'contact_stored',
      sourceId: row.id,
      attribution: options.attribution ?? null,
    });

    await queueMail(tx, 'contact.notify', {
      to: options.inbox ?? contactInbox(),
      subject: `New contact message from ${message.name}`,
      text: [
        `Name: ${message.name}`,
        `Email: ${message.email}`,
        `Phone: ${message.phone || '-'}`,
        '',
        message.message,
      ].join('\n'),
    });
    const [firstname, ...rest] = message.name.split(/\s+/);
    await queueCrmLead(tx, {
      formName: 'Contact form',
      email: message.email,
      pageUri: options.pageUri?.slice(0, 2000),
      contactMessageId: row.id,
      fields: {
        firstname: firstname ?? message.name,
        lastname: rest.join(' '),
        email: message.email,
        phone: message.phone ?? '',
        message: message.message,
      },
    });
    return { id: row.id, replayed: false };
  });
}
