import { figure, pt, ref, seo, slug } from './helpers.mjs';

export const articles = [
  {
    _id: 'article-first-episode',
    _type: 'article',
    title: 'How to Plan Your First Podcast Episode',
    slug: slug('plan-your-first-podcast-episode'),
    excerpt:
      'A first episode sets the tone for everything after it. Here is how our producers plan one, from the promise of the show to the final minute.',
    publishedAt: '2026-09-14T09:00:00.000Z',
    author: ref('team-lead-producer'),
    cover: figure(
      'article-first-episode',
      'Two microphones on a table, ready for a first recording',
    ),
    tags: ['Planning', 'Getting started'],
    seo: seo(
      'How to Plan Your First Podcast Episode',
      'A producer’s checklist for planning a first podcast episode: promise, structure, guests and launch.',
    ),
    body: pt(`
Every show we have helped to win an award started with the same question: **what does a listener get from this show that they cannot get anywhere else?** Answer that in one sentence before you book a studio.

## Write the promise of the show

Your promise is the sentence you would say to a stranger in a lift. It names the listener, the topic and the reward. Keep it on the wall during every recording.

## Give the episode a shape

- A cold open of 30 to 60 seconds that starts in the middle of the story.
- A short introduction of the host, the guest and the question of the episode.
- Three chapters, each ending on a small reveal.
- A close that tells listeners what to do next.

## Rehearse, then record

Talk the episode through once with your guest on the phone. In the studio, your engineer will watch levels and timing so that you can concentrate on the conversation.

> The best first episodes feel like the fifth. Rehearsal is how you get there.

Ready to start? Book a [free strategy session](/get-started) and we will plan your first episode with you.
`),
  },
  {
    _id: 'article-vertical-clips',
    _type: 'article',
    title: 'Turning Long Conversations into Clips That Travel',
    slug: slug('turning-conversations-into-clips'),
    excerpt:
      'How we choose, cut and caption the short clips that took our clients’ shows past 430 million social views.',
    publishedAt: '2026-10-02T09:00:00.000Z',
    author: ref('team-growth-strategist'),
    cover: figure('article-vertical-clips', 'An audio waveform in bright pink on a dark screen'),
    tags: ['Growth', 'Video'],
    seo: seo(
      'Turning Long Conversations into Clips That Travel',
      'How to choose, cut and caption podcast clips for Reels, Shorts and TikTok.',
    ),
    body: pt(`
A ninety-minute conversation holds a dozen moments that could find a new audience. The work is finding them and giving each one a reason to be watched to the end.

## Look for tension, not topics

The clips that travel start with a question or a disagreement, not with an introduction. Mark every moment where a guest surprises the host.

## Frame for vertical from the start

We shoot every session with a camera framed for vertical video, so clips never lose a face to a crop.

## Caption everything

- Most clips are watched with the sound off.
- Put the hook in the first line of the caption.
- Keep each caption line under six words.

Our team cuts clips from every production package. See [our services](/studio-services) for what is included.
`),
  },
  {
    _id: 'article-room-sound',
    _type: 'article',
    title: 'Why the Room Matters More Than the Microphone',
    slug: slug('why-the-room-matters'),
    excerpt:
      'Expensive microphones cannot fix an echoing room. Our head of sound explains what acoustic treatment does for your voice.',
    publishedAt: '2026-10-21T09:00:00.000Z',
    author: ref('team-sound-engineer'),
    cover: figure(
      'article-room-sound',
      'A single microphone in a studio with acoustic panels on the walls',
    ),
    tags: ['Sound', 'Equipment'],
    seo: seo(
      'Why the Room Matters More Than the Microphone',
      'How room acoustics shape the sound of a podcast, and what to do about it at home and in the studio.',
    ),
    body: pt(`
Listeners forgive a cheap microphone long before they forgive an echo. The reflections of a bare room blur consonants and make voices sound distant.

## What treatment does

Absorption panels soak up the reflections that arrive a few milliseconds after your voice. Diffusers scatter the rest, so the room sounds natural rather than dead.

## If you record at home

1. Record in the smallest room with the most soft furnishings.
2. Sit close to the microphone: a hand's width away.
3. Hang a heavy blanket behind you, not in front.

In our studios every room is treated and tuned, so your voice sounds the same in episode one and episode one hundred. [Book a session](/booking) to hear the difference.
`),
  },
];
