export { AdminBookings, type AdminBookingFilters } from './AdminBookings';
