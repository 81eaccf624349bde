// Every picture of the seed, drawn by the generator (no stock photos, no real people).
// kind: scene (a studio room), portrait (a person, abstract), logo (a fictional brand's word mark),
// cover (podcast artwork), poster (video still), share (1200×630 social card).
// palette: [wall, accent, floor] colours of the drawing.

// [width, height] of the pictures that share a place on the site.
const WIDE = [1200, 800];
const ROOM = [1600, 1067];
const SQUARE = [800, 800];
const POSTER = [800, 450];
const ARTICLE = [1200, 675];

const drawing = (kind, [width, height], palette, extra = {}) => ({
  kind,
  width,
  height,
  palette,
  ...extra,
});

/** A client's word mark on white, in its accent colour. */
const logo = (title, accent, mark) =>
  drawing('logo', [400, 160], ['#ffffff', accent, '#14151a'], { title, mark });

export const images = {
  'hero-awards-night': drawing('stage', WIDE, ['#1b1530', '#f5b94a', '#3a2c5c']),
  'hero-live-recording': drawing('scene', WIDE, ['#20303f', '#f08a4b', '#34495e'], { mics: 3 }),
  'industry-event': drawing('stage', WIDE, ['#2a1620', '#ff7a59', '#4a2636']),
  'about-control-room': drawing('scene', [1200, 900], ['#23282f', '#7fd1c7', '#3b4450'], {
    mics: 1,
  }),

  'studio-podcast-setup': drawing('scene', ROOM, ['#2b2f3a', '#f59a5b', '#464b59'], { mics: 4 }),
  'studio-executive-meeting': drawing('scene', ROOM, ['#3a3530', '#d8b178', '#5a5048'], {
    mics: 6,
  }),
  'studio-greenwich-creator': drawing('scene', ROOM, ['#e9e2d6', '#2f7a6b', '#b9ab95'], {
    mics: 2,
    window: true,
  }),
  'studio-flexible-production': drawing('scene', ROOM, ['#1f3b2f', '#9be36d', '#2f5546'], {
    mics: 3,
  }),
  'studio-city-view': drawing('scene', ROOM, ['#16213a', '#8fb3ff', '#2a3a5c'], {
    mics: 2,
    skyline: true,
  }),

  'team-lead-producer': drawing('portrait', SQUARE, ['#f3d9c6', '#b4400f', '#3b2a22']),
  'team-sound-engineer': drawing('portrait', SQUARE, ['#d6e4f0', '#1d4ed8', '#1e2a3a']),
  'team-growth-strategist': drawing('portrait', SQUARE, ['#e2f0d9', '#0f7a3d', '#2a3325']),

  'poster-recording-session': drawing('scene', POSTER, ['#262a33', '#f59a5b', '#3d434f'], {
    mics: 2,
  }),
  'poster-raw-to-release': drawing('waveform', POSTER, ['#111827', '#93b4ff', '#1f2937']),
  'poster-studio-tour': drawing('scene', POSTER, ['#2f2a3a', '#e6a0ff', '#4a4259'], { mics: 4 }),
  'poster-recording-day': drawing('waveform', POSTER, ['#1c1917', '#fbbf24', '#292524']),

  'article-first-episode': drawing('scene', ARTICLE, ['#243447', '#ffb86b', '#37506b'], {
    mics: 2,
  }),
  'article-vertical-clips': drawing('waveform', ARTICLE, ['#2a1533', '#ff6fb5', '#3e2249']),
  'article-room-sound': drawing('scene', ARTICLE, ['#2d2a24', '#c9a66b', '#4a453b'], { mics: 1 }),

  'cover-founders-table': drawing('cover', SQUARE, ['#b4400f', '#fff4e8', '#5c2008'], {
    title: "The Founders' Table",
  }),
  'cover-sound-minds': drawing('cover', SQUARE, ['#1d4ed8', '#eef3ff', '#0b2266'], {
    title: 'Sound Minds',
  }),
  'cover-pitch-side': drawing('cover', SQUARE, ['#0f7a3d', '#ecfff4', '#063d1e'], {
    title: 'Pitch Side Stories',
  }),
  'cover-after-hours': drawing('cover', SQUARE, ['#3b0764', '#fae8ff', '#1e0336'], {
    title: 'After Hours London',
  }),

  'logo-northbank-media': logo('Northbank Media', '#b4400f', 'circle'),
  'logo-kestrel-audio': logo('Kestrel Audio', '#1d4ed8', 'triangle'),
  'logo-brightwell-finance': logo('Brightwell Finance', '#0f7a3d', 'square'),
  'logo-hollow-oak-books': logo('Hollow Oak Books', '#7c3aed', 'circle'),
  'logo-tideway-health': logo('Tideway Health', '#0e7490', 'wave'),
  'logo-marlowe-co': logo('Marlowe & Co', '#be123c', 'square'),
  'logo-quarter-note': logo('Quarter Note', '#a16207', 'triangle'),
  'logo-fieldhouse-sport': logo('Fieldhouse Sport', '#15803d', 'circle'),
  'logo-lumen-labs': logo('Lumen Labs', '#ca8a04', 'wave'),
  'logo-greystone-law': logo('Greystone Law', '#475569', 'square'),
  'logo-open-road-travel': logo('Open Road Travel', '#c2410c', 'triangle'),
  'logo-civic-voices': logo('Civic Voices', '#1e40af', 'wave'),

  'share-default': drawing('share', [1200, 630], ['#14151a', '#f59a5b', '#2e313b'], {
    title: 'London Podcast Studio',
  }),
};
