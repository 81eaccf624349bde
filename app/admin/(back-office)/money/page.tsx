import type { Metadata } from 'next';
import { z } from 'zod';
import { PromoCodeForm, PromoCodeSwitch } from '@/components/admin/PromoCodeForm';
import { SettleRefund } from '@/components/admin/SettleRefund';
import {
  CancellationsChart,
  ChartGrid,
  PromoCodeChart,
  RevenueChart,
} from '@/components/admin/charts';
import { DataTable } from '@/components/ui/DataTable';
import { requireAdminPage } from '@/lib/auth';
import { loadAddOns, loadBookableStudios } from '@/lib/booking/catalog';
import { monthlyReport } from '@/lib/booking/invoices';
import { listOwedRefunds } from '@/lib/booking/payments';
import { listPromoCodes } from '@/lib/booking/promo-codes';
import { formatPounds } from '@/lib/booking/rules';
import { getDb } from '@/lib/db';
import { cancellationsByMonth, promoCodeReturns, revenueAgainstLastYear } from '@/lib/reports';
import { addDays, londonDateOf, londonWallTimeToInstant } from '@/lib/time';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Money', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const yearQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
});

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** The monthly VAT report (net, VAT, gross, refunds), the refunds owed, and the promo codes. */
export default async function AdminMoneyPage({ searchParams }: Props) {
  await requireAdminPage('/admin/money');
  const now = new Date();
  const year = yearQuery.parse(await searchParams).year ?? now.getUTCFullYear();
  const db = await getDb();
  const today = londonDateOf(now);
  // The charts look back a year (bounded, whatever the studio's age), the codes over that year too.
  const codesSince = addDays(today, -365);
  const [months, owed, codes, studios, addOns, monthly, weekly, cancellations, codeReturns] =
    await Promise.all([
      monthlyReport(db, year),
      listOwedRefunds(db),
      listPromoCodes(db),
      loadBookableStudios(),
      loadAddOns(),
      revenueAgainstLastYear(db, 'month', today, 12),
      revenueAgainstLastYear(db, 'week', today, 12),
      cancellationsByMonth(db, today, 12),
      promoCodeReturns(db, londonWallTimeToInstant(codesSince, 0)),
    ]);
  const total = months.reduce(
    (sum, month) => ({
      net: sum.net + month.netPence,
      vat: sum.vat + month.vatPence,
      gross: sum.gross + month.grossPence,
      refunded: sum.refunded + month.refundedPence,
    }),
    { net: 0, vat: 0, gross: 0, refunded: 0 },
  );
  return (
    <>
      <h1>Money</h1>
      <section aria-labelledby="taken-title">
        <h2 id="taken-title">Taken for sessions</h2>
        <p>
          Money taken less refunds handed back, for the sessions held in each week or month: the
          same figures as the dashboard and as the paid and refunded columns of the bookings CSV.
          The report below is what was invoiced, by the month each invoice or credit note was
          issued: the two differ by what customers still owe and by when documents were issued.
        </p>
        <ChartGrid>
          <RevenueChart unit="month" points={monthly} />
          <RevenueChart unit="week" points={weekly} />
          <CancellationsChart points={cancellations} />
          {codeReturns.length > 0 ? (
            <PromoCodeChart
              codes={codeReturns}
              since={day.format(new Date(`${codesSince}T12:00:00Z`))}
            />
          ) : (
            <p>No promo code was redeemed in the last year.</p>
          )}
        </ChartGrid>
      </section>
      <section aria-labelledby="report-title">
        <h2 id="report-title">Invoiced in {year}</h2>
        <p>
          Invoices less credit notes, by the month they were issued; refunds by the month the money
          went back. <a href={`/admin/money?year=${year - 1}`}>{year - 1}</a>
          {year < now.getUTCFullYear() && (
            <>
              {' · '}
              <a href={`/admin/money?year=${year + 1}`}>{year + 1}</a>
            </>
          )}
          {' · '}
          <a href={`/admin/money/export?year=${year}`} download>
            Download CSV
          </a>
        </p>
        <DataTable
          caption={`Monthly report ${year}`}
          columns={['Month', 'Invoices', 'Credit notes', 'Net', 'VAT', 'Gross', 'Refunded']}
          rows={[
            ...months.map((month) => ({
              key: month.month,
              header: month.month,
              cells: [
                month.invoices,
                month.creditNotes,
                formatPounds(month.netPence),
                formatPounds(month.vatPence),
                formatPounds(month.grossPence),
                formatPounds(month.refundedPence),
              ],
            })),
            {
              key: 'total',
              header: 'Year',
              cells: [
                '',
                '',
                formatPounds(total.net),
                formatPounds(total.vat),
                formatPounds(total.gross),
                formatPounds(total.refunded),
              ],
            },
          ]}
        />
      </section>
      <section aria-labelledby="owed-title">
        <h2 id="owed-title">Refunds to hand back</h2>
        {owed.length === 0 ? (
          <p>None: every refund of money taken at the studio has been handed back.</p>
        ) : (
          <DataTable
            caption="Refunds the studio owes"
            columns={['Booking', 'Customer', 'Amount', 'Why', 'Since', '']}
            rows={owed.map((refund) => ({
              key: refund.id,
              header: refund.reference,
              cells: [
                `${refund.guestName} (${refund.guestEmail})`,
                formatPounds(refund.amountPence),
                refund.reason ?? '',
                day.format(refund.createdAt),
                <SettleRefund
                  key="settle"
                  id={refund.id}
                  label={`${formatPounds(refund.amountPence)} for ${refund.reference}`}
                />,
              ],
            }))}
          />
        )}
      </section>
      <section aria-labelledby="promo-title">
        <h2 id="promo-title">Promo codes</h2>
        <PromoCodeForm
          studios={studios.map(({ id, title }) => ({ id, title }))}
          addOns={addOns.map(({ id, name }) => ({ id, name }))}
        />
        <DataTable
          caption="Promo codes and their use"
          columns={['Code', 'Discount', 'Valid', 'Used', 'Applies to', 'State']}
          rows={codes.map((code) => ({
            key: code.id,
            header: code.code,
            cells: [
              code.kind === 'percent' ? `${code.value}%` : formatPounds(code.value),
              `${code.validFrom ? day.format(code.validFrom) : 'now'} – ${code.validUntil ? day.format(code.validUntil) : 'no end'}`,
              `${code.uses}${code.maxUses !== null ? ` of ${code.maxUses}` : ''}${code.maxUsesPerCustomer !== null ? ` (${code.maxUsesPerCustomer} each)` : ''}`,
              [
                code.studioId
                  ? (studios.find((studio) => studio.id === code.studioId)?.title ?? code.studioId)
                  : 'Any studio',
                code.addOnId
                  ? (addOns.find((addOn) => addOn.id === code.addOnId)?.name ?? code.addOnId)
                  : null,
              ]
                .filter(Boolean)
                .join(', '),
              <PromoCodeSwitch key="switch" id={code.id} active={code.active} />,
            ],
          }))}
        />
      </section>
    </>
  );
}
