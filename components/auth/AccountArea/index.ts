export { AccountArea } from './AccountArea';
