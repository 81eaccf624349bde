export { ApiForm } from './ApiForm';
