export { HeaderAccount } from './HeaderAccount';
