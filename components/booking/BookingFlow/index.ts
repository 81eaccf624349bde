export { BookingFlow, type BookingFlowProps, type BookingFlowVariant } from './BookingFlow';
