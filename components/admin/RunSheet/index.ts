export { RunSheet } from './RunSheet';
export { CheckInButton } from './CheckInButton';
