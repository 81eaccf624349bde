import { figure, file, ref, slug } from './helpers.mjs';

// Fictional shows standing in for the studio's portfolio.
export const podcasts = [
  {
    _id: 'podcast-founders-table',
    title: "The Founders' Table",
    host: 'Hosted by two start-up founders',
    category: 'Business',
    description:
      'Weekly conversations with founders about the decisions that made or nearly broke their companies.',
    cover: 'cover-founders-table',
    episodeCount: 148,
    awards: ['British Podcast Awards winner'],
    author: "The Founders' Table",
    appleCategory: 'Business',
  },
  {
    _id: 'podcast-sound-minds',
    title: 'Sound Minds',
    host: 'Hosted by a clinical psychologist',
    category: 'Health',
    description:
      'Honest, gentle conversations about mental health, with guests who have lived it and people who help.',
    cover: 'cover-sound-minds',
    episodeCount: 92,
    awards: ['British Podcast Awards winner', 'Shortlisted, Best Wellbeing Podcast'],
  },
  {
    _id: 'podcast-pitch-side',
    title: 'Pitch Side Stories',
    host: 'Hosted by former players',
    category: 'Sport',
    description: 'The stories behind the matches, told by the people who were on the pitch.',
    cover: 'cover-pitch-side',
    episodeCount: 210,
    awards: [],
  },
  {
    _id: 'podcast-after-hours',
    title: 'After Hours London',
    host: 'Hosted by a music journalist',
    category: 'Culture',
    description:
      "Late-night conversations with the artists, chefs and club-runners who shape London's evenings.",
    cover: 'cover-after-hours',
    episodeCount: 64,
    awards: ['British Podcast Awards winner'],
  },
].map((podcast, index) => ({
  ...podcast,
  _type: 'podcast',
  slug: slug(podcast._id.replace('podcast-', '')),
  cover: figure(podcast.cover, `Cover artwork of ${podcast.title}`),
  explicit: false,
  order: index + 1,
}));

// The latest episodes of The Founders' Table, with short chimes standing in for their audio.
export const episodes = [
  {
    number: 147,
    title: 'Why we turned down our first term sheet',
    publishedAt: '2026-10-15T07:00:00.000Z',
    duration: 6,
    guest: 'Amara Okafor, co-founder of Kiln & Co',
    showNotes:
      'Amara Okafor walked away from a term sheet that would have valued her ceramics business at twice its revenue. She tells us why the terms mattered more than the number, how she funded the next year from customers instead, and what she would tell a founder facing the same choice.',
  },
  {
    number: 148,
    title: 'Hiring your first ten people',
    publishedAt: '2026-10-29T07:00:00.000Z',
    duration: 7,
    guest: 'Dev Raman, founder of Tally Street',
    showNotes:
      'Who do you hire first: the generalist or the specialist? Dev Raman built a team of ten in eighteen months and kept nine of them. We talk about writing the first job ads, paying fairly with little cash, and the interview question he no longer asks.',
  },
].map(({ number, ...episode }) => ({
  _id: `episode-founders-table-${number}`,
  _type: 'episode',
  show: ref('podcast-founders-table'),
  ...episode,
  episodeNumber: number,
  audio: file(`audio-founders-table-${number}`),
}));
