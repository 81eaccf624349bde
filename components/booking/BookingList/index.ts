export { BookingList } from './BookingList';
