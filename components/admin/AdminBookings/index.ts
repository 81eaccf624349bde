export { AdminBookings, type AdminBookingFilters } from './AdminBookings';
export { BookingActions, PaymentWords } from './booking-parts';
