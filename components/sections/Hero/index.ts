export { Hero, type HeroVariant } from './Hero';
