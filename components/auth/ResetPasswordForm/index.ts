export { ResetPasswordForm } from './ResetPasswordForm';
