/** 32 hex digits written as a UUID: 8-4-4-4-12. */
export function hexToUuid(hex: string): string {
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join('-');
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a UUID (any version), as the database's uuid columns accept. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
