export { MyBookings } from './MyBookings';
