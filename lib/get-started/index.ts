export { recommendServices, type ServiceSuggestion } from './recommend';
