export { JobView } from './JobView';
