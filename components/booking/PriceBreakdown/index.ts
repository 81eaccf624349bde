export { PriceBreakdown, type PriceBreakdownProps } from './PriceBreakdown';
