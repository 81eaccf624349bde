export { OtherSessions } from './OtherSessions';
