import type { Database } from '../db';
import { tables } from '../db';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

export const newsletterMessages: Record<SubscribeOutcome, string> = {
  subscribed: "Thanks for subscribing! You'll hear from us soon.",
  'already-subscribed': "You're already subscribed with this address.",
};

/** Stores the address once; a second subscription of the same address (any letter case) is a no-op. */
export async function subscribeToNewsletter(
  db: Database,
  email: string,
  source = 'footer',
): Promise<SubscribeOutcome> {
  const inserted = await db
    .insert(tables.newsletterSubscribers)
    .values({ email, source })
    .onConflictDoNothing()
    .returning({ id: tables.newsletterSubscribers.id });
  return inserted.length > 0 ? 'subscribed' : 'already-subscribed';
}
