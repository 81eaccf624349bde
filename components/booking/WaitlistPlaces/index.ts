export { WaitlistPlaces } from './WaitlistPlaces';
export { LeaveWaitlist } from './LeaveWaitlist';
