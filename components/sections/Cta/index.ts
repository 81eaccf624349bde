export { Cta } from './Cta';
