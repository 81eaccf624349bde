export { LazyImage, type LazyImageProps } from './LazyImage';
