export {
  defaultContactSection,
  type ContactSectionData,
  type StudioContactInfo,
} from './studio-info';
export { contactInbox, storeContactMessage } from './store';
export { handleContactPost, CONTACT_RATE_LIMIT } from './http';
export { contactSectionFromContent } from './from-content';
