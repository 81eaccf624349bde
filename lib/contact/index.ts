export {
  defaultContactSection,
  type ContactSectionData,
  type StudioContactInfo,
} from './studio-info';
export { contactInbox, storeContactMessage } from './store';
export { contactSectionFromContent } from './from-content';
