// Writes a planned history (seed-history-plan.ts) into a database in one transaction, in multi-row
// INSERTs of a batch each: all of it or, when anything is refused (a clash with a booking already
// there, an invariant), nothing. The database's own checks run on every row at the commit.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, tables, type Database } from '@/lib/db';
import type { HistoryPlan } from './seed-history-plan';

/** Rows per INSERT: the widest table (bookings) stays well under PostgreSQL's 65,535 parameters. */
const BATCH_ROWS = 1_000;

async function insertAll<T extends PgTable>(tx: Database, table: T, rows: T['$inferInsert'][]) {
  for (let from = 0; from < rows.length; from += BATCH_ROWS) {
    await tx.insert(table).values(rows.slice(from, from + BATCH_ROWS));
  }
}

export async function hasBookings(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from bookings) as any`,
  );
  return !!row?.any;
}

/** The last invoice number given per series and year (`INV:2026`), for a history added beside them. */
export async function invoiceCounters(db: Database): Promise<Map<string, number>> {
  const rows = await db.select().from(tables.invoiceCounters);
  return new Map(rows.map((row) => [`${row.series}:${row.year}`, row.last]));
}

export async function writeHistory(db: Database, plan: HistoryPlan): Promise<void> {
  await db.transaction(async (tx) => {
    await insertAll(tx, tables.users, plan.users);
    await insertAll(tx, tables.bookings, plan.bookings);
    await insertAll(tx, tables.payments, plan.payments);
    await insertAll(tx, tables.invoices, plan.invoices);
    await insertAll(tx, tables.promoCodes, plan.promoCodes);
    await insertAll(tx, tables.promoRedemptions, plan.promoRedemptions);
    await insertAll(tx, tables.confirmedEvents, plan.confirmedEvents);
    await insertAll(tx, tables.adminAuditLog, plan.auditEntries);
    // Statistics of the tables as they now are (ANALYZE sees this transaction's own rows): the
    // ledger's triggers, checking every row at the commit, then look each booking up by its index,
    // and the first pages read after the seed are planned for a history, not for empty tables.
    await tx.execute(
      sql`analyze users, bookings, payments, invoices, promo_codes, promo_redemptions, confirmed_events, admin_audit_log`,
    );
    for (const counter of plan.invoiceCounters) {
      await tx
        .insert(tables.invoiceCounters)
        .values(counter)
        .onConflictDoUpdate({
          target: [tables.invoiceCounters.series, tables.invoiceCounters.year],
          set: { last: sql`greatest(${tables.invoiceCounters.last}, ${counter.last})` },
        });
    }
  });
}
