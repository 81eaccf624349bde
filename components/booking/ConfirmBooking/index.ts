export { ConfirmBooking } from './ConfirmBooking';
