export { StudioCalendars } from './StudioCalendars';
