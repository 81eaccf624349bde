export { BookingMoney, type BookingMoneyProps } from './BookingMoney';
