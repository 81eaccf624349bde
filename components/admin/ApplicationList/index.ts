export { ApplicationList } from './ApplicationList';
