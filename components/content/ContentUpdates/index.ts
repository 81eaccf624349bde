export { ContentUpdates } from './ContentUpdates';
