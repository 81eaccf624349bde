// Promo codes' return: per code, the bookings that redeemed it since a date, the discount they were
// given and the money taken for those bookings (the same ledger as the revenue chart).
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { queryRows } from '../db';
import { NET_TAKEN } from './ledger';

export type PromoCodeReturn = {
  code: string;
  redemptions: number;
  discountPence: number;
  takenPence: number;
};

type Row = { code: string; redemptions: number; discount: string | number; taken: string | number };

/** Codes redeemed since `since`, the most money brought first. */
export async function promoCodeReturns(db: Database, since: Date): Promise<PromoCodeReturn[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select c.code, count(*)::int as redemptions,
      coalesce(sum(r.discount_pence), 0)::bigint as discount,
      coalesce(sum((
        select ${NET_TAKEN} from payments p
        where p.booking_id = r.booking_id and p.status = 'succeeded'
      )), 0)::bigint as taken
    from promo_redemptions r join promo_codes c on c.id = r.promo_code_id
    where r.created_at >= ${since.toISOString()}::timestamptz
    group by c.code
    order by taken desc, c.code`,
  );
  return rows.map((row) => ({
    code: row.code,
    redemptions: Number(row.redemptions),
    discountPence: Number(row.discount),
    takenPence: Number(row.taken),
  }));
}
