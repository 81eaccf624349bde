export { FormField, FormMessage } from './FormField';
export { form as formLayout } from './FormField.css';
