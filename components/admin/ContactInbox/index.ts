export { ContactInbox } from './ContactInbox';
