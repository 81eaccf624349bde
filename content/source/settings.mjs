import { image, seo } from './helpers.mjs';

// Contact details are placeholders by design: the spec keeps the real phone and e-mail out of it.
export const siteSettings = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  studioName: 'London Podcast Studio',
  address:
    'London Podcast Studio\nWest London (exact address shared on booking)\nLondon W6, United Kingdom',
  mapsUrl: 'https://www.openstreetmap.org/search?query=Hammersmith%2C%20London',
  phone: '+44 20 0000 0000',
  email: 'hello@studio.example',
  contactHours: 'Mon-Fri: 9am-8pm | Sat-Sun: 10am-6pm',
  bookingHours: [
    ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({
      _type: 'openingHours',
      day,
      opens: '09:00',
      closes: '20:00',
    })),
    ...['saturday', 'sunday'].map((day) => ({
      _type: 'openingHours',
      day,
      opens: '10:00',
      closes: '18:00',
    })),
  ],
  closures: [
    { _type: 'closure', date: '2026-12-25', reason: 'Christmas Day' },
    { _type: 'closure', date: '2026-12-26', reason: 'Boxing Day' },
    { _type: 'closure', date: '2027-01-01', reason: "New Year's Day" },
  ],
  socials: {
    instagram: 'https://www.instagram.com/',
    twitter: 'https://x.com/',
    facebook: 'https://www.facebook.com/',
    linkedin: 'https://www.linkedin.com/',
    youtube: 'https://www.youtube.com/',
  },
  openingHoursStructured: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({
    _type: 'openingHours',
    day,
    opens: '09:00',
    closes: '18:00',
  })),
  depositPercent: 50,
  payAtStudio: true,
  freeCancellationHours: 48,
  lateCancellationFeePercent: 50,
  legalName: 'London Podcast Studio Ltd',
  legalAddress: 'London Podcast Studio Ltd\n1 Example Yard\nLondon W6 0AA\nUnited Kingdom',
  vatNumber: 'GB 123 4567 89',
  priceRange: '££',
  serviceRadiusMetres: 50000,
  defaultSeo: seo(
    'London Podcast Studio | Professional Podcast & Video Recording',
    'Professional recording, audio production, sound engineering and podcast creation studio in London. Book a session today.',
  ),
  shareImage: image('share-default'),
};

export const redirects = [
  { _id: 'redirect-book', _type: 'redirect', from: '/book', to: '/booking', permanent: true },
];
