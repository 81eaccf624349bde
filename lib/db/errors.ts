import { sql, type SQL } from 'drizzle-orm';

/** SQLSTATE codes this app reacts to (PostgreSQL and PGlite report the same ones). */
export const SQLSTATE = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  lockNotAvailable: '55P03',
} as const;

export type DatabaseFailure = { code: string; constraint?: string };

// drizzle wraps driver errors; the SQLSTATE is on the driver's error somewhere down the cause chain.
export function databaseError(error: unknown): DatabaseFailure | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return null;
}

const RETRYABLE = new Set<string>([
  SQLSTATE.deadlockDetected,
  SQLSTATE.serializationFailure,
  SQLSTATE.lockNotAvailable,
]);

/** How long a conflicting write may wait for another transaction before it is aborted and re-run. */
export const LOCK_WAIT_LIMIT = '2s';

/**
 * Bounds this transaction's lock waits (run it first). Two inserts waiting on each other's
 * exclusion-constraint check can form a cycle PostgreSQL 15 does not always report as a deadlock
 * (seen here: 20 connections stuck for good); the bound turns it into 55P03, which is re-run.
 */
export async function boundLockWaits(tx: { execute: (query: SQL) => Promise<unknown> }) {
  await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_WAIT_LIMIT}'`));
}

/**
 * Runs a transaction again when PostgreSQL aborted it to break a deadlock, a serialization conflict
 * or a lock wait past LOCK_WAIT_LIMIT. Two concurrent inserts that each wait on the other's
 * exclusion-constraint check end that way; run again, the survivor has committed and the
 * constraint gives the real answer.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = databaseError(error)?.code;
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}

// Socket errors that mean PostgreSQL cannot be reached (refused, reset, unreachable, not resolved).
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a dropped connection and a pool that could not connect in time by message only.
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/;

/**
 * Whether a query failed because the database is away (a lost or refused connection, a server
 * shutting down: SQLSTATE class 08 and 57P01-57P03), as opposed to a failure of the query itself.
 * Routes answer it with 503 and Retry-After instead of a 500. A socket error from another service a
 * handler calls (a refused connection to Stripe) reads the same, and a 503 is right for it too.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNREACHABLE_CODES.has(code) || /^08...$|^57P0[123]$/.test(code)) return true;
    if (typeof candidate.message === 'string' && UNREACHABLE_MESSAGES.test(candidate.message)) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}
