import { figure, slug } from './helpers.mjs';

// Fictional people: the spec names roles, not persons.
export const teamMembers = [
  {
    _id: 'team-lead-producer',
    _type: 'teamMember',
    name: 'Maya Ellison',
    slug: slug('maya-ellison'),
    role: 'Lead Producer & Founder',
    credentials: 'British Podcast Award-winning producer · 20 years in radio and audio',
    expertise: ['Show format', 'Interview craft', 'Narrative editing'],
    blurb:
      'Maya built the studio after two decades producing speech radio. She shapes each show from the first idea to the final edit, and has produced five award-winning series.',
    image: figure('team-lead-producer', 'Illustrated portrait of Maya Ellison, lead producer'),
    order: 1,
  },
  {
    _id: 'team-sound-engineer',
    _type: 'teamMember',
    name: 'Theo Brandt',
    slug: slug('theo-brandt'),
    role: 'Head of Sound Engineering',
    credentials: 'Immersive-audio mixing engineer · 15 years in studio production',
    expertise: ['Mixing and mastering', 'Sound design', 'Room acoustics'],
    blurb:
      'Theo runs every session at the desk. He makes voices sit warm and clear, builds the sound beds and masters each episode for every major platform.',
    image: figure(
      'team-sound-engineer',
      'Illustrated portrait of Theo Brandt, head of sound engineering',
    ),
    order: 2,
  },
  {
    _id: 'team-growth-strategist',
    _type: 'teamMember',
    name: 'Ava Okoro',
    slug: slug('ava-okoro'),
    role: 'Content & Growth Strategist',
    credentials: 'Clip campaigns reaching 430M+ social views',
    expertise: ['Short-form video', 'Audience growth', 'Launch strategy'],
    blurb:
      'Ava turns long conversations into short clips that travel. She plans launches, writes the social copy and reports what grows each audience.',
    image: figure(
      'team-growth-strategist',
      'Illustrated portrait of Ava Okoro, content and growth strategist',
    ),
    order: 3,
  },
];

export const testimonials = [
  {
    _id: 'testimonial-founders-table',
    _type: 'testimonial',
    quote:
      'From the first call they understood what our show needed. The sound is warmer than anything we recorded at home, and our audience doubled in six months.',
    author: 'Host of The Founders’ Table',
    role: 'Business interview podcast',
    rating: 5,
    featured: true,
  },
  {
    _id: 'testimonial-sound-minds',
    _type: 'testimonial',
    quote:
      'The team made nervous first-time guests feel at home. Every episode comes back polished and on time.',
    author: 'Producer of Sound Minds',
    role: 'Mental health podcast',
    rating: 5,
    featured: true,
  },
  {
    _id: 'testimonial-pitch-side',
    _type: 'testimonial',
    quote:
      'The clips they cut from our sessions out-performed anything we had posted before. Worth every penny.',
    author: 'Presenter of Pitch Side Stories',
    role: 'Sports podcast',
    rating: 5,
    featured: true,
  },
  {
    _id: 'testimonial-brand-series',
    _type: 'testimonial',
    quote:
      'We needed a branded series with a board-level guest list. The Executive Meeting Studio and the production team delivered it flawlessly.',
    author: 'Head of Communications',
    role: 'Financial services client',
    rating: 5,
    featured: false,
  },
];
