export { experiments } from './definitions';
export type { ExperimentDefinition, ExperimentId, VariantConfig, VariantName } from './definitions';
export {
  chooseVariant,
  EXPERIMENT_COOKIE,
  EXPERIMENT_COOKIE_MAX_AGE_SECONDS,
  parseAssignments,
  resolveVariant,
  serializeAssignments,
} from './assignment';
export type { Assignments } from './assignment';
