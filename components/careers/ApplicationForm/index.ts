export { ApplicationForm } from './ApplicationForm';
