export { StaffBooking } from './StaffBooking';
