export { NotFound } from './NotFound';
export { FullPageLinks } from './FullPageLinks';
