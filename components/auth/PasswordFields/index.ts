export { CurrentPasswordField, NewPasswordField } from './PasswordFields';
