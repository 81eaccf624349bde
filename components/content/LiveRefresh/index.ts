export { LiveRefresh } from './LiveRefresh';
