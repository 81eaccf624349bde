import { formatPounds } from '@/lib/booking/rules';

/** Pounds for a table cell: £1,234.50. */
export const pounds = (pence: number) => formatPounds(pence, { pence: 'always' });

/** Pounds for an axis, short: £950, £1.2k, £12k. */
export function shortPounds(pence: number): string {
  const value = pence / 100;
  if (Math.abs(value) < 1000) return `£${Math.round(value)}`;
  const thousands = value / 1000;
  return `£${Number.isInteger(thousands) || Math.abs(thousands) >= 10 ? Math.round(thousands) : thousands.toFixed(1)}k`;
}

export const percent = (share: number, digits = 0) => `${(share * 100).toFixed(digits)}%`;
