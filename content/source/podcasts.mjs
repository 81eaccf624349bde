import { figure, slug } from './helpers.mjs';

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
  order: index + 1,
}));
