export { DayNav } from './DayNav';
