// Confirmed business events: the one record of "a booking was confirmed", "a message was stored" and
// the like. A/B conversions, the dashboard and the achievements all read them, so nothing counts
// differently in two places. Each is written in the transaction that stores the thing it confirms.
import { and, count, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { tables } from '../db';
import type { EventVariants } from '../db/schema/experiments';
import { CONFIRMED_EVENT_TYPES, type ConfirmedEventType } from './types';

export { CONFIRMED_EVENT_TYPES, confirmedEventLabels, type ConfirmedEventType } from './types';

/** Who an event belongs to: the visitor id and the running tests' variants (lib/experiments/visitor.ts). */
export type Attribution = { visitorId: string | null; variants: EventVariants };

export type ConfirmedEvent = {
  type: ConfirmedEventType;
  /** The stored thing it confirms (booking id, message id, …); a second record of it is ignored. */
  sourceId: string;
  valuePence?: number;
  attribution: Attribution | null;
  at?: Date;
};

/** Records the event once: a retry of the same stored thing (same sourceId) adds nothing. */
export async function recordConfirmedEvent(db: Database, event: ConfirmedEvent): Promise<void> {
  await db
    .insert(tables.confirmedEvents)
    .values({
      type: event.type,
      sourceId: event.sourceId,
      visitorId: event.attribution?.visitorId ?? null,
      variants: event.attribution?.variants ?? {},
      valuePence: event.valuePence ?? 0,
      occurredAt: event.at ?? new Date(),
    })
    .onConflictDoNothing({
      target: [tables.confirmedEvents.type, tables.confirmedEvents.sourceId],
    });
}

export type EventTotals = Record<ConfirmedEventType, { events: number; valuePence: number }>;

/** How many of each event happened in the last `days` days, and their value: the dashboard's figures. */
export async function confirmedEventTotals(
  db: Database,
  days: number,
  now: Date = new Date(),
): Promise<EventTotals> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const events = tables.confirmedEvents;
  const rows = await db
    .select({
      type: events.type,
      events: count(),
      valuePence: sql<number>`coalesce(sum(${events.valuePence}), 0)`.mapWith(Number),
    })
    .from(events)
    .where(and(gte(events.occurredAt, since), lte(events.occurredAt, now)))
    .groupBy(events.type);
  const totals = Object.fromEntries(
    CONFIRMED_EVENT_TYPES.map((type) => [type, { events: 0, valuePence: 0 }]),
  ) as EventTotals;
  for (const { type, events: total, valuePence } of rows) {
    if (type in totals) totals[type as ConfirmedEventType] = { events: total, valuePence };
  }
  return totals;
}
