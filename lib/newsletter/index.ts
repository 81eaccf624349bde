import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import { recordConfirmedEvent } from '../events';
import type { Attribution } from '../events';
import { queueMailOnce, type OutgoingMail } from '../mail';
import { siteIdentity } from '../site';
import { newsletterLink, oneClickUnsubscribeUrl } from './links';

// The newsletter list with double opt-in: an address is stored on sign-up and gets mail only once
// its owner confirmed from the e-mail we sent; every newsletter e-mail can unsubscribe in one click.

/**
 * `subscribed`: a new address, asked to confirm. `confirmation-resent`: known but not (or no longer)
 * confirmed, asked again. `already-subscribed`: confirmed and still on the list, told so by e-mail.
 */
export type SubscribeOutcome = 'subscribed' | 'confirmation-resent' | 'already-subscribed';

/** What every sign-up hears, whatever the outcome: the page never says whether an address is known. */
export const NEWSLETTER_SIGN_UP_MESSAGE =
  'Almost there! Check your inbox and confirm your subscription.';

// However often an address is entered, it gets at most one confirmation e-mail per window.
export const CONFIRMATION_WINDOW_MS = 10 * 60_000;

/** Stores the address once (any letter case) and sends the confirmation e-mail. */
export async function subscribeToNewsletter(
  db: Database,
  email: string,
  options: { source?: string; attribution?: Attribution | null; now?: Date } = {},
): Promise<SubscribeOutcome> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const subscribers = tables.newsletterSubscribers;
    const [inserted] = await tx
      .insert(subscribers)
      .values({ email, source: options.source ?? 'footer' })
      .onConflictDoNothing()
      .returning({ id: subscribers.id, email: subscribers.email });
    if (inserted) {
      await recordConfirmedEvent(tx, {
        type: 'newsletter_subscribed',
        sourceId: inserted.id,
        attribution: options.attribution ?? null,
      });
      await queueConfirmationMail(tx, inserted, now);
      return 'subscribed';
    }
    const [known] = await tx
      .select()
      .from(subscribers)
      .where(sql`lower(${subscribers.email}) = lower(${email})`);
    if (!known) return 'already-subscribed';
    if (known.confirmedAt && !known.unsubscribedAt) {
      await queueAlreadySubscribedMail(tx, known, now);
      return 'already-subscribed';
    }
    await queueConfirmationMail(tx, known, now);
    return 'confirmation-resent';
  });
}

type Subscriber = { id: string; email: string };

const windowOf = (now: Date) => Math.floor(now.getTime() / CONFIRMATION_WINDOW_MS);

async function queueConfirmationMail(db: Database, subscriber: Subscriber, now: Date) {
  await queueMailOnce(
    db,
    `newsletter-confirm:${subscriber.id}:${windowOf(now)}`,
    'newsletter-confirm',
    await newsletterMail(subscriber, {
      subject: `Confirm your subscription to ${siteIdentity.name} news`,
      lines: [
        `Someone, hopefully you, asked to get ${siteIdentity.name} news and podcasting tips at this address.`,
        'Confirm your subscription here:',
        await newsletterLink('confirm', subscriber.id),
        '',
        'If it was not you, ignore this e-mail: you will get nothing more from us.',
      ],
    }),
  );
}

/** The owner of a confirmed address learns of the new sign-up by e-mail, not the visitor on the page. */
async function queueAlreadySubscribedMail(db: Database, subscriber: Subscriber, now: Date) {
  await queueMailOnce(
    db,
    `newsletter-already-subscribed:${subscriber.id}:${windowOf(now)}`,
    'newsletter-already-subscribed',
    await newsletterMail(subscriber, {
      subject: `You're already subscribed to ${siteIdentity.name} news`,
      lines: [
        `Someone, hopefully you, asked again to get ${siteIdentity.name} news at this address.`,
        'It is already on our list, so there is nothing to do.',
      ],
    }),
  );
}

/**
 * An e-mail to a subscriber. Every one ends with its unsubscribe link and carries the RFC 8058
 * headers, so mail clients show their own one-click Unsubscribe button.
 */
export async function newsletterMail(
  subscriber: Subscriber,
  content: { subject: string; lines: string[] },
): Promise<OutgoingMail> {
  return {
    to: subscriber.email,
    subject: content.subject,
    text: [
      ...content.lines,
      '',
      '--',
      `Unsubscribe in one click: ${await newsletterLink('unsubscribe', subscriber.id)}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${await oneClickUnsubscribeUrl(subscriber.id)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export type SubscriptionChange = 'confirmed' | 'unsubscribed' | 'unknown';

/** Marks the subscription confirmed (again, after an unsubscribe: the owner asked for it). */
export async function confirmSubscription(
  db: Database,
  subscriberId: string,
  now = new Date(),
): Promise<SubscriptionChange> {
  const subscribers = tables.newsletterSubscribers;
  const [row] = await db
    .update(subscribers)
    .set({ confirmedAt: sql`coalesce(${subscribers.confirmedAt}, ${now})`, unsubscribedAt: null })
    .where(eq(subscribers.id, subscriberId))
    .returning({ id: subscribers.id });
  return row ? 'confirmed' : 'unknown';
}

/** Takes the address off the list; a second unsubscribe keeps the first one's time. */
export async function unsubscribe(
  db: Database,
  subscriberId: string,
  now = new Date(),
): Promise<SubscriptionChange> {
  const subscribers = tables.newsletterSubscribers;
  await db
    .update(subscribers)
    .set({ unsubscribedAt: now })
    .where(and(eq(subscribers.id, subscriberId), isNull(subscribers.unsubscribedAt)));
  const [row] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(subscribers.id, subscriberId));
  return row ? 'unsubscribed' : 'unknown';
}
