export { SanityImage, type SanityImageValue } from './SanityImage';
