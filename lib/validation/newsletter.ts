import { z } from 'zod';
import { emailField } from './email';

export const newsletterSubscriptionSchema = z.object({ email: emailField });

export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
