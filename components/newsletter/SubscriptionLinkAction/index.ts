export { SubscriptionLinkAction } from './SubscriptionLinkAction';
