export { hydrateWhenNear } from './hydrateWhenNear';
