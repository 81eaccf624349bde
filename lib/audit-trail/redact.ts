// What the audit log may keep of a value: never a secret, never a file's contents, never a lot.

export const REDACTED = '[redacted]';

// Matched against every key at any depth; redacting a harmless `postcode` is cheaper than a leak.
const SECRET_KEY =
  /password|passphrase|passcode|secret|token|code|otp|credential|api[-_]?key|private[-_]?key|authorization|cookie|signature/i;

const MAX_DEPTH = 6;
const MAX_ITEMS = 50;
const MAX_STRING = 500;

/**
 * A JSON-safe copy of `value` for the log: secret-named keys redacted, form data as an object, files
 * and binaries described by name, size and type, long strings and lists cut short.
 */
export function loggable(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return value;
  if (typeof value === 'string') {
    return value.length > MAX_STRING
      ? `${value.slice(0, MAX_STRING)}… (${value.length} chars)`
      : value;
  }
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return null;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Blob) return describeFile(value);
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    return `[${value.byteLength} bytes]`;
  }
  if (depth >= MAX_DEPTH) return '[…]';
  if (value instanceof FormData) return loggable(formDataObject(value), depth);
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => loggable(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : loggable(item, depth + 1),
    ]),
  );
}

function describeFile(file: Blob) {
  return {
    file: file instanceof File ? file.name : null,
    size: file.size,
    type: file.type || null,
  };
}

// A field sent more than once becomes a list.
function formDataObject(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown[]> = {};
  for (const [key, item] of form.entries()) (fields[key] ??= []).push(item);
  return Object.fromEntries(
    Object.entries(fields).map(([key, items]) => [key, items.length === 1 ? items[0] : items]),
  );
}
