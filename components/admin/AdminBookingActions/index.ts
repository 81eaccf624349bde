export { AdminBookingActions } from './AdminBookingActions';
