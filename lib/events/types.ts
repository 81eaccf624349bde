// The kinds of confirmed event, shared by the server (which records them) and the browser (which
// records the journey step and the achievement once the server has confirmed one).
export const CONFIRMED_EVENT_TYPES = [
  'booking_confirmed',
  'consultation_submitted',
  'contact_stored',
  'get_started_submitted',
  'newsletter_subscribed',
  'assistant_conversation_started',
] as const;

export type ConfirmedEventType = (typeof CONFIRMED_EVENT_TYPES)[number];

export const confirmedEventLabels: Record<ConfirmedEventType, string> = {
  booking_confirmed: 'Booking confirmed',
  consultation_submitted: 'Consultation submitted',
  contact_stored: 'Contact message',
  get_started_submitted: 'Get-started lead',
  newsletter_subscribed: 'Newsletter sign-up',
  assistant_conversation_started: 'Assistant conversation',
};
