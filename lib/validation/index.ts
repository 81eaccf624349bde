export { emailField, EMAIL_MESSAGE } from './email';
export { newsletterSubscriptionSchema, type NewsletterSubscription } from './newsletter';
