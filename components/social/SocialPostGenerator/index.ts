export { SocialPostGenerator } from './SocialPostGenerator';
