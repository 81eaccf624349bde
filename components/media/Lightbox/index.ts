export { Lightbox, type LightboxItem } from './Lightbox';
