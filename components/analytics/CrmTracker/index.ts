export { CrmTracker } from './CrmTracker';
