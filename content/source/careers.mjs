import { pt, slug } from './helpers.mjs';

export const jobPostings = [
  {
    _id: 'job-podcast-producer',
    _type: 'jobPosting',
    title: 'Podcast Producer',
    slug: slug('podcast-producer'),
    department: 'Production',
    location: 'West London studio (hybrid)',
    employmentType: 'FULL_TIME',
    salary: '£34,000–£40,000',
    summary:
      'Produce a slate of client shows from format to publication, working alongside our lead producer and engineers.',
    description: pt(`
You will own a slate of client podcasts: planning episodes, booking guests, running recordings with our engineers and seeing every episode through to release.

We are a small team, so you will also help shape how we work and which shows we take on.
`),
    responsibilities: [
      'Plan and run recording sessions with clients',
      'Edit episodes and brief our engineers on the mix',
      'Write show notes, titles and social copy',
      'Keep each show on schedule',
    ],
    requirements: [
      'Two years producing audio or video content',
      'Confident editing in a digital audio workstation',
      'Calm with clients and guests',
      'A portfolio of shows you have produced',
    ],
    publishedAt: '2026-10-01T09:00:00.000Z',
    closingDate: '2027-12-31',
    isOpen: true,
  },
  {
    _id: 'job-studio-engineer',
    _type: 'jobPosting',
    title: 'Studio Sound Engineer',
    slug: slug('studio-sound-engineer'),
    department: 'Engineering',
    location: 'West London studio',
    employmentType: 'PART_TIME',
    salary: '£22 per hour',
    summary:
      'Run recording sessions across our five studios, including weekends, and mix episodes to our house sound.',
    description: pt(`
You will run sessions at the desk, look after our microphones and cameras, and mix and master episodes to our house sound.

Shifts are three to four days a week, including one weekend day.
`),
    responsibilities: [
      'Set up and run audio and video sessions',
      'Mix and master episodes',
      'Maintain studio equipment',
      'Help first-time guests feel at ease',
    ],
    requirements: [
      'Experience running live or studio recordings',
      'Good ears and a tidy signal chain',
      'Available for weekend shifts',
    ],
    publishedAt: '2026-10-15T09:00:00.000Z',
    closingDate: '2027-12-15',
    isOpen: true,
  },
  {
    _id: 'job-social-video-editor',
    _type: 'jobPosting',
    title: 'Social Video Editor',
    slug: slug('social-video-editor'),
    department: 'Growth',
    location: 'Remote (UK)',
    employmentType: 'CONTRACTOR',
    salary: 'Day rate, negotiable',
    summary:
      'Cut vertical clips from our clients’ sessions that stop the scroll, with captions and motion graphics.',
    description: pt(`
Work with our content and growth strategist to find the moments in each session that will travel, and cut them for Reels, Shorts and TikTok.
`),
    responsibilities: [
      'Select and cut short clips',
      'Caption and brand each clip',
      'Report on what performs',
    ],
    requirements: [
      'A portfolio of short-form edits',
      'Fast turnaround',
      'A sense of what makes people stop scrolling',
    ],
    publishedAt: '2026-11-02T09:00:00.000Z',
    isOpen: true,
  },
];
