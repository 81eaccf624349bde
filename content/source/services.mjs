import { slug } from './helpers.mjs';

// The six services of spec §2.1; each slug is also the path of the service's page.
export const services = [
  {
    _id: 'service-recording-sessions',
    title: 'Recording Sessions',
    slug: 'recording-sessions',
    icon: 'mic',
    summary:
      'Book a broadcast-quality studio with an engineer: audio-only or multi-camera video, from one hour to a full day.',
    features: [
      'Engineer at the desk for every session',
      'Up to six broadcast microphones',
      'Multi-camera 4K video on request',
      'Raw files the same day',
    ],
    priceFrom: 'From £65 per hour',
  },
  {
    _id: 'service-podcast-production',
    title: 'Podcast Production',
    slug: 'podcast-production',
    icon: 'sliders',
    summary:
      'We produce your show end to end: format, guests, recording, editing, mixing, artwork and publishing.',
    features: [
      'Format and episode planning',
      'Editing, mixing and mastering',
      'Show notes and chapters',
      'Clips for social media',
    ],
    priceFrom: 'From £450 per episode',
  },
  {
    _id: 'service-sound-design',
    title: 'Sound Design',
    slug: 'sound-design',
    icon: 'headphones',
    summary:
      'Theme music, sound beds, transitions and immersive mixes that give your show a sound people recognise.',
    features: [
      'Original theme and stings',
      'Sound beds and transitions',
      'Restoration and noise removal',
      'Immersive and stereo mixes',
    ],
    priceFrom: 'From £300 per project',
  },
  {
    _id: 'service-distribution-assistance',
    title: 'Distribution Assistance',
    slug: 'distribution-assistance',
    icon: 'radio',
    summary:
      'Get your podcast onto every major platform with the right feed, artwork and metadata, and keep it growing.',
    features: [
      'Hosting and RSS feed set-up',
      'Listing on all major platforms',
      'Artwork and metadata checks',
      'Monthly audience reports',
    ],
    priceFrom: 'From £150 one-off',
  },
  {
    _id: 'service-consultation-services',
    title: 'Consultation Services',
    slug: 'consultation-services',
    icon: 'users',
    summary:
      'An hour with our producers to sharpen your format, plan your launch and choose the right set-up for your budget.',
    features: [
      'Format and audience review',
      'Launch and growth plan',
      'Equipment advice for home recording',
      'Free 30-minute strategy session',
    ],
    priceFrom: 'Free first session',
  },
  {
    _id: 'service-remote-recording',
    title: 'Remote Recording',
    slug: 'remote-recording',
    icon: 'mobile',
    summary:
      'Record guests anywhere in the world in studio quality, or bring our mobile kit to your location.',
    features: [
      'Remote guests in studio quality',
      'Mobile recording kit on location',
      'Separate track per speaker',
      'Engineer-monitored connection',
    ],
    priceFrom: 'From £95 per session',
  },
].map((service, index) => ({
  ...service,
  _type: 'service',
  slug: slug(service.slug),
  order: index + 1,
}));
