export { TwoFactorForm } from './TwoFactorForm';
