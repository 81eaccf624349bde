export { HydrateOnView, viewIsland } from './HydrateOnView';
