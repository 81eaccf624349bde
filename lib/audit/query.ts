// Reading the audit log for the back office: one page of entries, newest first, and the values its
// filters offer.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, tables, type Database } from '../db';
import { addDays, londonWallTimeToInstant } from '../time';
import type { AuditFilters } from './filters';

export const AUDIT_PAGE_SIZE = 50;

export type AuditEntry = typeof tables.adminAuditLog.$inferSelect;
export type AuditPage = { entries: AuditEntry[]; total: number; page: number; pageCount: number };
export type AuditFilterChoices = { actors: string[]; actions: string[]; targets: string[] };

const log = tables.adminAuditLog;

function matching(filters: AuditFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.actor) where.push(sql`lower(${log.actorEmail}) = ${filters.actor.toLowerCase()}`);
  if (filters.action) where.push(eq(log.action, filters.action));
  if (filters.target) where.push(eq(log.targetType, filters.target));
  if (filters.targetId) where.push(eq(log.targetId, filters.targetId));
  if (filters.from) where.push(gte(log.at, londonWallTimeToInstant(filters.from, 0)));
  if (filters.to) where.push(lt(log.at, londonWallTimeToInstant(addDays(filters.to, 1), 0)));
  return where.length ? and(...where) : undefined;
}

/** The filters' page of entries, newest first; a page past the end shows the last one. */
export async function listAuditEntries(
  db: Database,
  filters: AuditFilters,
  pageSize = AUDIT_PAGE_SIZE,
): Promise<AuditPage> {
  const where = matching(filters);
  const [counted] = await db.select({ total: count() }).from(log).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filters.page, pageCount);
  const entries = await db
    .select()
    .from(log)
    .where(where)
    .orderBy(desc(log.at), desc(log.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { entries, total, page, pageCount };
}

/**
 * The distinct values of a column, in order, by hopping through its index from each value to the
 * next (a loose index scan): a step per value, not a read of every entry the log has gathered.
 */
async function distinctValues(db: Database, column: 'actor_email' | 'action' | 'target_type') {
  const name = sql.raw(column);
  const rows = await queryRows<{ value: string | null }>(
    db,
    sql`with recursive hops as (
      (select ${name} as value from admin_audit_log where ${name} is not null order by ${name} limit 1)
      union all
      select (select ${name} from admin_audit_log where ${name} > hops.value order by ${name} limit 1)
      from hops where hops.value is not null
    )
    select value from hops where value is not null`,
  );
  return rows.flatMap((row) => (row.value ? [row.value] : []));
}

/** The admins, actions and kinds of target the log holds, for the filters' choices. */
export async function auditFilterChoices(db: Database): Promise<AuditFilterChoices> {
  const [actors, actions, targets] = await Promise.all([
    distinctValues(db, 'actor_email'),
    distinctValues(db, 'action'),
    distinctValues(db, 'target_type'),
  ]);
  return { actors, actions, targets };
}
