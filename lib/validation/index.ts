export { emailField, EMAIL_MESSAGE } from './email';
export { newsletterSubscriptionSchema, type NewsletterSubscription } from './newsletter';
export {
  episodeBriefFormSchema,
  episodeBriefSchema,
  SOCIAL_TONES,
  type EpisodeBrief,
  type EpisodeBriefFormInput,
  type EpisodeBriefInput,
  type SocialTone,
} from './social';
export {
  CV_MAX_BYTES,
  CV_MISSING_MESSAGE,
  CV_TOO_LARGE_MESSAGE,
  CV_WRONG_TYPE_MESSAGE,
  jobApplicationSchema,
  type JobApplicationFields,
  type JobApplicationInput,
} from './careers';
export { shareCardQuerySchema, type ShareCardQuery } from './share-card';
export {
  EPISODE_CADENCES,
  getStartedContactSchema,
  getStartedPlanSchema,
  getStartedSchema,
  getStartedShowSchema,
  SHOW_FORMATS,
  SHOW_NEEDS,
  SHOW_STAGES,
  type GetStartedAnswers,
  type GetStartedInput,
} from './get-started';
export {
  contactMessageSchema,
  CONTACT_MESSAGES,
  CONTACT_LIMITS,
  type ContactMessage,
  type ContactMessageInput,
} from './contact';
export * from './auth';
