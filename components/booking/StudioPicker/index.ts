export { StudioPicker, type StudioChoice } from './StudioPicker';
