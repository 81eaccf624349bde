export { TwoFactorSettings } from './TwoFactorSettings';
