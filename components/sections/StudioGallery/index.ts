export { StudioGallery } from './StudioGallery';
