import type { Database } from '../db';
import { tables } from '../db';
import { recordConfirmedEvent } from '../events';
import type { Attribution } from '../experiments/visitor';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

export const newsletterMessages: Record<SubscribeOutcome, string> = {
  subscribed: "Thanks for subscribing! You'll hear from us soon.",
  'already-subscribed': "You're already subscribed with this address.",
};

/** Stores the address once; a second subscription of the same address (any letter case) is a no-op. */
export async function subscribeToNewsletter(
  db: Database,
  email: string,
  options: { source?: string; attribution?: Attribution | null } = {},
): Promise<SubscribeOutcome> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(tables.newsletterSubscribers)
      .values({ email, source: options.source ?? 'footer' })
      .onConflictDoNothing()
      .returning({ id: tables.newsletterSubscribers.id });
    if (!inserted) return 'already-subscribed';
    await recordConfirmedEvent(tx, {
      type: 'newsletter_subscribed',
      sourceId: inserted.id,
      attribution: options.attribution ?? null,
    });
    return 'subscribed';
  });
}
