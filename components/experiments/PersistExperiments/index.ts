export { PersistExperiments } from './PersistExperiments';
