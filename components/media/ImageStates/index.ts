export { ImageStates } from './ImageStates';
