/**
 * Third-party scripts (translators, extensions, tag managers) that move DOM nodes make React throw
 * "Failed to execute 'removeChild'…": spec §8 treats these as non-critical and ignores them.
 */
export function isScriptConflictError(error: { message?: string } | null | undefined): boolean {
  const message = error?.message ?? '';
  return /removeChild|remove.*child node|not a child of this node/i.test(message);
}
