export { takenForSessions, takenByPeriod } from './ledger';
export { revenueAgainstLastYear, type RevenuePoint } from './revenue';
export { cancellationsByMonth, type CancellationPoint } from './cancellations';
export { promoCodeReturns, type PromoCodeReturn } from './promo-codes';
export {
  occupancyByHour,
  WEEK_ORDER,
  type OccupancyCell,
  type OccupancyReport,
  type StudioOccupancy,
} from './occupancy';
export { periodLabel, type PeriodUnit } from './periods';
