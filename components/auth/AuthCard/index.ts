export { AuthCard } from './AuthCard';
