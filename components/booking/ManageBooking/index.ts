export { ManageBooking, type ManageBookingProps } from './ManageBooking';
