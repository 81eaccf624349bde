export { ExperimentControls } from './ExperimentControls';
export type { ExperimentControlsProps } from './ExperimentControls';
