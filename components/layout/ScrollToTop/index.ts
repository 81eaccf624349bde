export { ScrollToTop } from './ScrollToTop';
