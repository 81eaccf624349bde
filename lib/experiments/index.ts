export { experiments } from './definitions';
export type { ExperimentDefinition, ExperimentId, VariantConfig, VariantName } from './definitions';
export { chooseVariant, EXPERIMENT_COOKIE, parseAssignments, resolveVariant } from './assignment';
export type { Assignments } from './assignment';
