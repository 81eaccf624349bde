export { BackToTop } from './BackToTop';
