export { LeadsInbox, leadKindWords } from './LeadsInbox';
