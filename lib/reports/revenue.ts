// Revenue taken per week or month against the same period a year before, for the charts.
import type { Database } from '../db';
import type { LocalDate } from '../time';
import { takenByPeriod } from './ledger';
import { instantsOf, lastPeriods, periodLabel, yearEarlier, type PeriodUnit } from './periods';

export type RevenuePoint = {
  /** The period's first London date. */
  period: LocalDate;
  label: string;
  takenPence: number;
  previousYearPence: number;
};

/** The `count` weeks or months up to the one holding `today`, each beside the same one a year before. */
export async function revenueAgainstLastYear(
  db: Database,
  unit: PeriodUnit,
  today: LocalDate,
  count: number,
): Promise<RevenuePoint[]> {
  const periods = lastPeriods(unit, today, count);
  const first = periods[0]!;
  const last = periods.at(-1)!;
  const taken = await takenByPeriod(db, unit, [
    instantsOf(unit, first, last),
    instantsOf(unit, yearEarlier(unit, first), yearEarlier(unit, last)),
  ]);
  return periods.map((period) => ({
    period,
    label: periodLabel(unit, period),
    takenPence: taken.get(period) ?? 0,
    previousYearPence: taken.get(yearEarlier(unit, period)) ?? 0,
  }));
}
