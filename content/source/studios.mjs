import { figure, image, slug } from './helpers.mjs';

const booking = {
  bookable: true,
  minDurationMinutes: 60,
  maxDurationMinutes: 480,
  bufferMinutes: 15,
  minNoticeHours: 24,
  maxAdvanceDays: 90,
  // Every room is in the one building; the public pages name only the area (site settings).
  address: 'London Podcast Studio\n1 Example Yard\nHammersmith, London W6 0AA',
};

export const studios = [
  {
    _id: 'studio-podcast-setup',
    _type: 'studio',
    title: 'Professional Podcast Setup',
    slug: slug('professional-podcast-setup'),
    description:
      'Our flagship podcast room: four broadcast microphones around one table, treated walls and an engineer at the desk.',
    features: [
      'Four broadcast microphones',
      'Acoustically treated room',
      'Multitrack recording',
      'Engineer-monitored session',
    ],
    image: figure(
      'studio-podcast-setup',
      'A podcast table with four microphones on arms in a warmly lit, acoustically treated room',
    ),
    icon: 'mic',
    order: 1,
    ...booking,
    capacity: 4,
    hourlyRate: 75,
    eveningWeekendRate: 90,
    eveningFrom: '18:00',
    minimumCharge: 75,
  },
  {
    _id: 'studio-executive-meeting',
    _type: 'studio',
    title: 'Executive Meeting Studio',
    slug: slug('executive-meeting-studio'),
    description:
      'A boardroom set for panels, interviews and branded series, with discreet microphones and a presentation screen.',
    features: [
      'Boardroom table for six',
      'Panel and interview recording',
      'Presentation screen',
      'Discreet ceiling microphones',
    ],
    image: figure(
      'studio-executive-meeting',
      'A boardroom-style recording studio with a long table and six microphones',
    ),
    icon: 'users',
    order: 2,
    ...booking,
    capacity: 6,
    hourlyRate: 95,
    eveningWeekendRate: 115,
    eveningFrom: '18:00',
    minimumCharge: 190,
  },
  {
    _id: 'studio-greenwich-creator',
    _type: 'studio',
    title: 'Greenwich Creator Studio',
    slug: slug('greenwich-creator-studio'),
    description:
      'A bright, natural-light set built for video-first creators, with cameras framed for both landscape and vertical.',
    features: [
      'Natural-light set',
      'Three 4K cameras',
      'Ring and panel lighting',
      'Vertical video framing',
    ],
    image: figure(
      'studio-greenwich-creator',
      'A bright creator studio with a large window, plants and two microphones',
    ),
    icon: 'camera',
    order: 3,
    ...booking,
    capacity: 3,
    hourlyRate: 65,
    eveningWeekendRate: 80,
    eveningFrom: '18:00',
  },
  {
    _id: 'studio-flexible-production',
    _type: 'studio',
    title: 'Flexible Production Space',
    slug: slug('flexible-production-space'),
    description:
      'A large, modular space for live shows, video shoots and events, with a green screen and room for an audience.',
    features: [
      'Modular sets and backdrops',
      'Green screen',
      'Live audience of up to 20',
      'Broadcast vision mixer',
    ],
    image: figure(
      'studio-flexible-production',
      'A large production space with modular sets, lights and three microphones',
    ),
    icon: 'sliders',
    order: 4,
    ...booking,
    capacity: 20,
    hourlyRate: 120,
    maxDurationMinutes: 600,
  },
  {
    _id: 'studio-city-view',
    _type: 'studio',
    title: 'City View Studio',
    slug: slug('city-view-studio'),
    description:
      'An intimate two-person set with the London skyline behind you, shot on cinema cameras.',
    features: [
      'London skyline backdrop',
      'Two-person interview set',
      'Cinema cameras',
      'Soundproofed glazing',
    ],
    image: figure(
      'studio-city-view',
      'A two-person interview set in front of a night-time city skyline',
    ),
    icon: 'video',
    order: 5,
    ...booking,
    capacity: 2,
    hourlyRate: 85,
  },
];

// Fictional brands: the logo wall shows the kind of clients, not real companies.
const brands = [
  ['northbank-media', 'Northbank Media'],
  ['kestrel-audio', 'Kestrel Audio'],
  ['brightwell-finance', 'Brightwell Finance'],
  ['hollow-oak-books', 'Hollow Oak Books'],
  ['tideway-health', 'Tideway Health'],
  ['marlowe-co', 'Marlowe & Co'],
  ['quarter-note', 'Quarter Note'],
  ['fieldhouse-sport', 'Fieldhouse Sport'],
  ['lumen-labs', 'Lumen Labs'],
  ['greystone-law', 'Greystone Law'],
  ['open-road-travel', 'Open Road Travel'],
  ['civic-voices', 'Civic Voices'],
];

export const clientLogos = brands.map(([key, name], index) => ({
  _id: `client-logo-${key}`,
  _type: 'clientLogo',
  name,
  logo: image(`logo-${key}`),
  order: index + 1,
}));

export const videos = [
  {
    _id: 'video-recording-session',
    _type: 'video',
    title: 'Inside a Recording Session',
    slug: slug('inside-a-recording-session'),
    description:
      'Two hosts, four microphones and an engineer at the desk: an hour in the Professional Podcast Setup.',
    poster: figure(
      'poster-recording-session',
      'Two microphones on a podcast table, ready for a session',
    ),
    // A few seconds of the room, so a fresh install plays its featured videos (content/source/media.mjs).
    videoFile: { _type: 'file', asset: { __asset: 'clip-recording-session' } },
    category: 'behind-the-scenes',
    duration: '0:06',
    featured: true,
    order: 1,
  },
  {
    _id: 'video-raw-to-release',
    _type: 'video',
    title: 'From Raw Audio to Release',
    slug: slug('from-raw-audio-to-release'),
    description: 'How an episode is edited, mixed, mastered and published, step by step.',
    poster: figure('poster-raw-to-release', 'An audio waveform on an editing screen'),
    videoFile: { _type: 'file', asset: { __asset: 'clip-raw-to-release' } },
    category: 'behind-the-scenes',
    duration: '0:06',
    featured: true,
    order: 2,
  },
];

const everyStudio = [
  'studio-podcast-setup',
  'studio-executive-meeting',
  'studio-greenwich-creator',
  'studio-flexible-production',
  'studio-city-view',
].map((id) => ({ _type: 'reference', _ref: id, _key: id }));

// What a customer can add to a session; prices include VAT.
export const addOns = [
  {
    _id: 'addon-sound-engineer',
    _type: 'addOn',
    title: 'Sound engineer',
    description: 'An engineer sets levels, monitors every track and fixes problems as they happen.',
    price: 30,
    priceUnit: 'hour',
    minutesBefore: 0,
    minutesAfter: 0,
    studios: everyStudio,
    requiresSkill: 'sound',
    required: false,
    order: 1,
  },
  {
    _id: 'addon-multicam-video',
    _type: 'addOn',
    title: 'Multi-camera video',
    description:
      'Three 4K cameras framed and recorded in sync, with 30 minutes of setup before you arrive.',
    price: 120,
    priceUnit: 'session',
    minutesBefore: 30,
    minutesAfter: 0,
    studios: everyStudio,
    requiresSkill: 'video',
    required: false,
    order: 2,
  },
  {
    _id: 'addon-edit-hours',
    _type: 'addOn',
    title: 'Two edit hours',
    description: 'Two hours of editing after the session: cuts, levels and a mastered file.',
    price: 90,
    priceUnit: 'session',
    minutesBefore: 0,
    minutesAfter: 0,
    studios: everyStudio,
    required: false,
    order: 3,
  },
  {
    _id: 'addon-livestream',
    _type: 'addOn',
    title: 'Livestream',
    description:
      'Stream live to YouTube or LinkedIn; 30 minutes after the session to close the stream and pack down.',
    price: 80,
    priceUnit: 'session',
    minutesBefore: 0,
    minutesAfter: 30,
    studios: [
      { _type: 'reference', _ref: 'studio-greenwich-creator', _key: 'studio-greenwich-creator' },
      { _type: 'reference', _ref: 'studio-city-view', _key: 'studio-city-view' },
    ],
    requiresSkill: 'livestream',
    required: false,
    order: 4,
  },
];
