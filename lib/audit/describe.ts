// An entry's summary in words for the audit page: each field that changed with its value before and
// after, and what the admin sent. Pure, so the page, its story and its tests share it.
import type { AuditSummary } from '../db/schema/audit';

export type AuditChange = { field: string; before?: string; after?: string };

const MAX_SHOWN = 120;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value as a short piece of text; a record as `name: value` pairs (A/B test weights). */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  const text =
    typeof value === 'string'
      ? value
      : isRecord(value)
        ? Object.entries(value)
            .map(
              ([key, item]) => `${key}: ${typeof item === 'string' ? item : JSON.stringify(item)}`,
            )
            .join(', ')
        : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

/** The fields that differ between before and after (all of either side when the other is missing). */
export function describeChanges({ before, after }: AuditSummary): AuditChange[] {
  if (before === undefined && after === undefined) return [];
  if (!isRecord(before) && !isRecord(after)) {
    return [{ field: 'value', before: side(before), after: side(after) }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({
      field,
      before: before === undefined ? undefined : showValue(was[field]),
      after: after === undefined ? undefined : showValue(now[field]),
    }));
}

const side = (value: unknown) => (value === undefined ? undefined : showValue(value));

/** What the admin sent, as `field: value` pairs (already redacted when stored), or null. */
export function describeInput({ input }: AuditSummary): string | null {
  if (input === undefined || (isRecord(input) && Object.keys(input).length === 0)) return null;
  return showValue(input);
}
