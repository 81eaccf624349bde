// The admin audit log's writer. route() opens a trail for every request and closes it with the
// outcome; one entry is stored when a signed-in admin's request succeeded and was either a write on
// an admin route, or noted by its handler (`ctx.audit`, for routes that customers use too). Below
// lib/http, which records through it; lib/audit reads the log.
import type { SessionUser } from '../auth/types';
import { tables, type Database } from '../db';
import type { AuditSummary } from '../db/schema/audit';
import { defaultAction, defaultTarget, type AuditTarget, type PathParams } from './naming';
import { loggable } from './redact';

export type { AuditTarget };

/** How a route names its entries (route()'s `audit` option), e.g. `{ action: 'bookings.no-show' }`. */
export type AuditNaming = { action: string };

/** What a handler adds to its request's entry; a later call adds to (and overrides) an earlier one. */
export type AuditNote = {
  action?: string;
  target?: AuditTarget;
  before?: unknown;
  after?: unknown;
};

export type NewAuditEntry = typeof tables.adminAuditLog.$inferInsert;

export async function recordAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(tables.adminAuditLog).values(entry);
}

export type AuditTrail = {
  note: (details: AuditNote) => void;
  close: (
    db: Database,
    outcome: { ok: boolean },
    facts: { input: unknown; clientAddress: string; at: Date },
  ) => Promise<void>;
};

export function openAuditTrail(
  request: Request,
  context: {
    actor: SessionUser | null;
    adminRoute: boolean;
    /** Not GET, HEAD or OPTIONS. */
    write: boolean;
    params?: PathParams;
    naming?: AuditNaming;
  },
): AuditTrail {
  let noted: AuditNote | null = null;
  return {
    note(details) {
      noted = { ...noted, ...details };
    },
    async close(db, outcome, { input, clientAddress, at }) {
      const { actor, params } = context;
      if (!outcome.ok || actor?.role !== 'admin') return;
      if (!noted && !(context.adminRoute && context.write)) return;
      const path = new URL(request.url).pathname;
      const target = noted?.target ?? defaultTarget(path, params);
      const summary: AuditSummary = {};
      if (noted?.before !== undefined) summary.before = loggable(noted.before);
      if (noted?.after !== undefined) summary.after = loggable(noted.after);
      if (input !== undefined) summary.input = loggable(input);
      const entry: NewAuditEntry = {
        at,
        actorId: actor.id,
        actorEmail: actor.email,
        action:
          noted?.action ?? context.naming?.action ?? defaultAction(request.method, path, params),
        method: request.method,
        path,
        targetType: target?.type ?? null,
        targetId: target?.id ?? null,
        targetLabel: target?.label ?? null,
        summary,
        clientAddress,
      };
      try {
        await recordAuditEntry(db, entry);
      } catch (error) {
        // The change itself is done and cannot be taken back here: answer it, and say so loudly.
        console.error(
          'The admin audit entry could not be stored',
          { ...entry, summary: null },
          error,
        );
      }
    },
  };
}
