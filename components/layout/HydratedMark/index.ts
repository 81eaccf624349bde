export { HydratedMark } from './HydratedMark';
