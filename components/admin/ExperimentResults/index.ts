export { ExperimentResults } from './ExperimentResults';
