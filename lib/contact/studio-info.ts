/** The studio details the contact section shows (siteSettings fields joined by the page query). */
export type StudioContactInfo = {
  address: string;
  mapsUrl: string;
  phone: string;
  email: string;
  contactHours: string;
  socials: { instagram?: string; twitter?: string; facebook?: string; linkedin?: string };
};

export type ContactSectionData = {
  _type: 'contactSection';
  _key: string;
  heading: string;
  intro?: string;
  formHeading: string;
  privacyNote: string;
  studio: StudioContactInfo;
};

// Realistic props for stories and the inbox fallback; the site reads the block from content.
export const defaultContactSection: ContactSectionData = {
  _type: 'contactSection',
  _key: 'contact',
  heading: 'Contact Us',
  intro: "Tell us about your podcast or video project and we'll get back to you within 24 hours.",
  formHeading: 'Send Us a Message',
  privacyNote: 'By sending this form you agree to our Privacy Policy.',
  studio: {
    address: 'Unit 4, 12 Goldhawk Road, London W12 8QP',
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=12+Goldhawk+Road+London+W12+8QP',
    phone: '+44 20 0000 0000',
    email: 'hello@studio.example',
    contactHours: 'Mon-Fri: 9am-8pm | Sat-Sun: 10am-6pm',
    socials: {
      instagram: 'https://www.instagram.com/',
      twitter: 'https://twitter.com/',
      facebook: 'https://www.facebook.com/',
      linkedin: 'https://www.linkedin.com/',
    },
  },
};
