export { PasswordForm } from './PasswordForm';
