export { ServiceGrid } from './ServiceGrid';
