export { ContactSection } from './ContactSection';
