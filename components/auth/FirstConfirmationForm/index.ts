export { FirstConfirmationForm } from './FirstConfirmationForm';
