export { IntentLink, type IntentLinkProps } from './IntentLink';
