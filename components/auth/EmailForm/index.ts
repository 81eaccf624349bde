export { EmailForm } from './EmailForm';
