export { FeatureIcon, type FeatureIconName } from './FeatureIcon';
