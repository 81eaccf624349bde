export { WaitlistDay } from './WaitlistDay';
