import type { PromoCodeReturn } from '@/lib/reports/promo-codes';
import { BarChart } from './BarChart';
import { pounds, shortPounds } from './format';

/** Each promo code's discount given beside the money taken for the bookings that used it. */
export function PromoCodeChart({ codes, since }: { codes: PromoCodeReturn[]; since: string }) {
  const title = 'Promo codes: discount given and money brought';
  return (
    <BarChart
      title={title}
      description={`Bookings that redeemed each code since ${since}: the discount they had, and what was taken for them (payments less refunds).`}
      series={[
        { label: 'Taken', tone: 'accent' },
        { label: 'Discount given', tone: 'muted' },
      ]}
      categories={codes.map((code) => ({
        key: code.code,
        shortLabel: code.code.length > 8 ? `${code.code.slice(0, 7)}…` : code.code,
        values: [code.takenPence, code.discountPence],
      }))}
      format={pounds}
      axisFormat={shortPounds}
      table={{
        caption: `${title} since ${since}`,
        columns: ['Code', 'Redemptions', 'Discount given', 'Taken'],
        rows: codes.map((code) => ({
          key: code.code,
          header: code.code,
          cells: [code.redemptions, pounds(code.discountPence), pounds(code.takenPence)],
        })),
      }}
    />
  );
}
