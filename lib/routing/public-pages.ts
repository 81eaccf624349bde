// Public routes (spec §2.1) that the shell serves before their own issue gives them content.
export type PlaceholderPage = { title: string; lead: string };

export const placeholderPages: Record<string, PlaceholderPage> = {
  content: {
    title: 'Content',
    lead: 'Guides, episodes and behind-the-scenes stories from our studio.',
  },
  'studio-services': {
    title: 'Studio Services',
    lead: 'Broadcast-quality studio hire and podcast production help.',
  },
  about: { title: 'About Us', lead: 'The people and the philosophy behind our studio.' },
  insights: { title: 'Insights', lead: 'Articles on recording, production and growing a podcast.' },
  contact: {
    title: 'Contact Us',
    lead: "Tell us about your project and we'll get back to you within 24 hours.",
  },
  booking: {
    title: 'Book Your Session',
    lead: 'Choose a studio, a date and a time that suits you.',
  },
  'get-started': { title: 'Get Started', lead: 'A few questions to plan your podcast with us.' },
  'social-media-generator': {
    title: 'Social Media Generator',
    lead: 'Draft posts for your next episode.',
  },
  'thank-you': {
    title: 'Thank You',
    lead: "We've received your message and will be in touch soon.",
  },
  careers: { title: 'Careers', lead: 'Join the team behind award-winning podcasts.' },
  'cookie-policy': { title: 'Cookie Policy', lead: 'How and why we use cookies.' },
  'cookie-preferences': { title: 'Cookie Preferences', lead: 'Choose which cookies we may use.' },
  'terms-of-service': {
    title: 'Terms of Service',
    lead: 'The terms that apply when you use our site and studios.',
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    lead: 'How we collect, use and protect your personal data.',
  },
  'recording-sessions': {
    title: 'Recording Sessions',
    lead: 'Professional podcast and video recording sessions.',
  },
  'podcast-production': {
    title: 'Podcast Production',
    lead: 'From first idea to published episode.',
  },
  'sound-design': {
    title: 'Sound Design',
    lead: 'Music, effects and mixing that make your show sound right.',
  },
  'distribution-assistance': {
    title: 'Distribution Assistance',
    lead: 'Get your podcast onto every platform.',
  },
  'consultation-services': {
    title: 'Consultation Services',
    lead: 'Expert advice on format, content and growth.',
  },
  'remote-recording': { title: 'Remote Recording', lead: 'Record with guests wherever they are.' },
  'our-work': { title: 'Our Work', lead: 'Podcasts produced in our studios.' },
  'branding-pack': {
    title: 'Branding Pack',
    lead: 'Artwork, audiograms and templates for your show.',
  },
  login: { title: 'Log In', lead: 'Sign in to manage your bookings.' },
  register: { title: 'Sign Up', lead: 'Create an account to book and manage sessions.' },
  'forgot-password': { title: 'Forgot Password', lead: "We'll e-mail you a link to reset it." },
  '2fa-verify': {
    title: 'Two-Factor Verification',
    lead: 'Enter the code from your authenticator app.',
  },
};
