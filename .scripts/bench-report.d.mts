export const PERFORMANCE_PAGE: string;
export const OPERATIONS_PAGE: string;
export function markdownTable(rows: Record<string, unknown>[]): string;
export function replaceSection(page: string, name: string, body: string): string;
export function benchReport(
  name: string,
  options?: { page?: string; section?: string },
): {
  enabled: boolean;
  write(result: { rows: Record<string, unknown>[]; notes?: string[] }): void;
};
