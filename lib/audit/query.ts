// Reading the audit log for the back office: one page of entries, newest first, and the values its
// filters offer.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { tables, type Database } from '../db';
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

/** The admins, actions and kinds of target the log holds, for the filters' choices. */
export async function auditFilterChoices(db: Database): Promise<AuditFilterChoices> {
  const distinct = async (
    column: typeof log.actorEmail | typeof log.action | typeof log.targetType,
  ) => {
    const rows = await db.selectDistinct({ value: column }).from(log).orderBy(column);
    return rows.flatMap((row) => (row.value ? [row.value] : []));
  };
  const [actors, actions, targets] = await Promise.all([
    distinct(log.actorEmail),
    distinct(log.action),
    distinct(log.targetType),
  ]);
  return { actors, actions, targets };
}
