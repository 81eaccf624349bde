export { ExploreServices } from './ExploreServices';
