export { ManageBooking, type ManageBookingProps } from './ManageBooking';
export { MoveOutcome } from './MoveOutcome';
