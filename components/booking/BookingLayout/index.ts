export { BookingLayout } from './BookingLayout';
