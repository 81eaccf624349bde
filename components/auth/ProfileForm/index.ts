export { ProfileForm } from './ProfileForm';
