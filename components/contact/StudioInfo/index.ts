export { StudioInfo } from './StudioInfo';
