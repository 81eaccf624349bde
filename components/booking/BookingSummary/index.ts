export { BookingSummary, type BookingSummaryProps } from './BookingSummary';
