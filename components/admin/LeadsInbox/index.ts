export { LeadsInbox } from './LeadsInbox';
export { leadKindWords, leadStatusWords } from './words';
